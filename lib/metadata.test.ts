/** @jest-environment node */
import { pageMetadata } from './metadata';

describe('page metadata', () => {
  it('gives a page its own canonical address, a real picture and a large Twitter card', () => {
    const meta = pageMetadata({
      path: '/devices/aortic/perceval',
      title: 'Perceval',
      description: 'A sutureless valve.',
    });
    expect(meta.alternates?.canonical).toBe('/devices/aortic/perceval');
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: '/devices/aortic/perceval',
      title: 'Perceval | Corcym',
    });
    expect(meta.openGraph?.images).toEqual([
      expect.objectContaining({ url: '/og/pages/devices/aortic/perceval.png', width: 1200, height: 630 }),
    ]);
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Perceval | Corcym',
      images: [{ url: '/og/pages/devices/aortic/perceval.png', alt: 'Perceval | Corcym' }],
    });
  });

  it('presents a news item as an article with its dates and its own picture', () => {
    const meta = pageMetadata({
      path: '/news-detail/7',
      title: 'A new ring',
      description: 'A short summary.',
      image: '/og/news/7.png',
      article: { publishedTime: '2026-05-04', modifiedTime: '2026-05-06T10:00:00.000Z', section: 'News' },
    });
    expect(meta.alternates?.canonical).toBe('/news-detail/7');
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-05-04',
      modifiedTime: '2026-05-06T10:00:00.000Z',
      url: '/news-detail/7',
      title: 'A new ring | Corcym',
      description: 'A short summary.',
    });
    expect(meta.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/news/7.png' })]);
  });

  it('describes the sharing picture for Twitter too (twitter:image:alt)', () => {
    const meta = pageMetadata({ path: '/about', title: 'About us', description: 'Who we are.' });
    const images = meta.twitter?.images as { url: string; alt: string }[];
    expect(images).toEqual([{ url: '/og/pages/about.png', alt: 'About us | Corcym' }]);
  });
});
