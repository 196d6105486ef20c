/** @jest-environment node */
import { drawableText, hasPageImage, newsIdOfImage, ogImageForPage, pageImageFile, pathOfPageImage } from './og-image';
import { pageCards } from './og-cards';
import { indexableRoutes } from '../routes';

describe('preview picture addresses', () => {
  it('maps a page to its picture and back', () => {
    for (const path of ['/', '/about', '/devices/aortic/perceval', '/devices/aortic/US/perceval']) {
      const file = pageImageFile(path);
      expect(file).toMatch(/^\/og\/pages\/.+\.png$/);
      expect(pathOfPageImage(file.slice('/og/pages/'.length).split('/'))).toBe(path);
    }
    expect(pathOfPageImage(['about'])).toBeUndefined();
  });

  it('gives every indexable page a picture with a title, except press releases, which use their news picture', () => {
    const cards = pageCards();
    for (const route of indexableRoutes()) {
      if (route.path.startsWith('/press-release/')) expect(hasPageImage(route.path)).toBe(false);
      else expect(cards.get(route.path)?.title).toBeTruthy();
    }
    expect(cards.get('/devices/aortic/perceval')).toMatchObject({
      eyebrow: 'Aortic valves and repair',
      color: '#8e1b2f',
    });
  });

  it('shares the English awareness picture for every language, and the home picture for pages without one', () => {
    expect(ogImageForPage('/patients-and-caregivers/ch')).toBe('/og/pages/patients-and-caregivers/en.png');
    expect(ogImageForPage('/academy/set-password')).toBe('/og/pages/index.png');
    expect(ogImageForPage('/login')).toBe('/og/pages/login.png');
    expect(ogImageForPage('/news?type=press&page=2')).toBe('/og/pages/news.png');
    expect(ogImageForPage('/no-such-page')).toBe('/og/pages/index.png');
  });

  it('reads a news picture id only from a well-formed file name', () => {
    expect(newsIdOfImage('12.png')).toBe(12);
    for (const junk of ['0.png', '12', '12.jpg', '../1.png', '1e3.png', '12345678901.png'])
      expect(newsIdOfImage(junk)).toBeUndefined();
  });

  it('keeps only text the bundled font can draw (no font download at render time), shortened', () => {
    expect(drawableText('Ünïcödé – “quotes” ’ é ñ ß')).toBe('Ünïcödé – “quotes” ’ é ñ ß');
    expect(drawableText('Launch 🎉 in 中国 today')).toBe('Launch in today');
    expect(drawableText('x'.repeat(200)).length).toBe(140);
  });
});
