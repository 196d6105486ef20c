/** @jest-environment node */
import { photoSchema } from './schema';
import { deviceFrontMatterSchema } from '../source/schemas';

const photo = {
  src: '/images/photos/devices/perceval.jpg',
  width: 960,
  height: 760,
  alt: 'The Perceval sutureless aortic valve, seen from the side',
};

describe('a photograph in a content file', () => {
  it('is accepted with its file, size and description, and a phone crop', () => {
    expect(
      photoSchema.parse({
        ...photo,
        narrow: { src: '/images/photos/devices/perceval-square.webp', width: 640, height: 640 },
      }),
    ).toMatchObject(photo);
  });

  it('is refused without a description, or with one that says nothing', () => {
    const { alt: _alt, ...withoutAlt } = photo;
    void _alt;
    expect(photoSchema.safeParse(withoutAlt).success).toBe(false);
    expect(photoSchema.safeParse({ ...photo, alt: '' }).success).toBe(false);
    expect(photoSchema.safeParse({ ...photo, alt: 'photo' }).success).toBe(false);
  });

  it('is refused outside /images/photos/, from another site, or without its size', () => {
    for (const src of ['https://example.com/a.jpg', '/images/media/a.jpg', '/images/photos/A Photo.PNG']) {
      expect(photoSchema.safeParse({ ...photo, src }).success).toBe(false);
    }
    expect(photoSchema.safeParse({ ...photo, width: undefined }).success).toBe(false);
  });

  it('a device banner takes one, described', () => {
    const banner = deviceFrontMatterSchema.shape.banner;
    expect(banner.safeParse({ color: '#8e1b2f', illustration: 'sutureless-valve', photo }).success).toBe(true);
    expect(
      banner.safeParse({ color: '#8e1b2f', illustration: 'sutureless-valve', photo: { ...photo, alt: ' ' } }).success,
    ).toBe(false);
  });
});
