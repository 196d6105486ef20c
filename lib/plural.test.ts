import { countOf, pluralNoun } from './plural';

const videos = { one: 'video', other: 'videos' };

describe('countOf', () => {
  it.each([
    [0, '0 videos'],
    [1, '1 video'],
    [2, '2 videos'],
    [26, '26 videos'],
  ])('%i is "%s"', (count, text) => {
    expect(countOf(count, videos)).toBe(text);
  });

  it("follows the language's rules: French counts 0 as singular", () => {
    expect(pluralNoun(0, { one: 'vidéo', other: 'vidéos' }, 'fr')).toBe('vidéo');
    expect(pluralNoun(0, videos, 'en')).toBe('videos');
  });
});
