import { render } from '@testing-library/react';
import { Photo } from './Photo';

const photo = {
  src: '/images/photos/procedures/theatre.jpg',
  width: 1600,
  height: 900,
  alt: 'A surgical team preparing the theatre',
};

describe('Photo', () => {
  it('serves resized copies for the widths it is shown at, with its description', () => {
    const { container } = render(<Photo photo={photo} sizes="(min-width: 768px) 480px, 100vw" />);
    const image = container.querySelector('picture img')!;
    expect(image.getAttribute('alt')).toBe(photo.alt);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('sizes')).toBe('(min-width: 768px) 480px, 100vw');
    expect(container.querySelector('picture source')!.getAttribute('srcset')).toMatch(/\/_next\/image\?url=.*w=\d+/);
  });

  it('gives phones their own crop when it has one (art direction)', () => {
    const { container } = render(
      <Photo
        photo={{ ...photo, narrow: { src: '/images/photos/procedures/theatre-square.jpg', width: 800, height: 800 } }}
        sizes="100vw"
      />,
    );
    const [narrow, wide] = [...container.querySelectorAll('picture source')];
    expect(narrow!.getAttribute('media')).toBe('(max-width: 575.98px)');
    expect(narrow!.getAttribute('srcset')).toContain('theatre-square.jpg');
    expect(wide!.getAttribute('srcset')).toContain('theatre.jpg');
    expect(wide!.getAttribute('media')).toBeNull();
  });
});
