/** @jest-environment node */
import { performance } from 'node:perf_hooks';
import { buildSearchIndex } from '@/lib/search/build-index';
import { prepareNews, searchEntries, searchNews } from '@/lib/search/match';
import { newsSeed } from '@/lib/server/seed/news';
import { routes } from '@/lib/routes';

const seeded = newsSeed.map((item, position) => ({ id: position + 1, ...item }));
const index = buildSearchIndex(seeded);
const news = prepareNews(seeded);
const find = (term: string) => [
  ...searchEntries(index, term).map((entry) => entry.link),
  ...searchNews(news, term).map((entry) => `news:${entry.title}`),
];

describe('the search index', () => {
  it('has an entry for every indexable page and none for hidden or academy learner pages', () => {
    const indexable = routes
      .filter((route) => route.indexable)
      .map((route) => route.path)
      .sort();
    expect(index.map((entry) => entry.link).sort()).toEqual(indexable);
    expect(index.some((entry) => /hidden-pages|^\/academy$|\/academy\/courses\/course|\/login/.test(entry.link))).toBe(
      false,
    );
    expect(index.map((entry) => entry.link)).toEqual(
      expect.arrayContaining(['/academy/get-started', '/academy/mastering-rat', '/academy/courses']),
    );
  });

  it('lists only the press releases it is given (published ones), at their public address', () => {
    const links = buildSearchIndex([
      { id: 40, slug: 'new-release', title: 'A new release', description: 'Summary', news_type: 'press' },
    ]).map((entry) => entry.link);
    expect(links).toContain('/press-detail/40');
    expect(links).not.toContain('/press-release/first-patient-implanted-in-china');
  });

  it.each([
    ['perceval', '/devices/aortic/perceval'],
    ['memo 4d', '/devices/mitral/memo4d'],
    ['38', '/devices/mitral/memo4d'],
    ['85 mm', '/devices/miami/US/detach'],
    ['Aortenklappe', '/devices/aortic'],
    ['valve mitrale', '/patients-and-caregivers/fr'],
    ['china', '/press-release/first-patient-implanted-in-china'],
  ])('finds %j on %s', (term, link) => {
    expect(find(term)).toContain(link);
  });

  it('lists a page named after the term before the pages that only mention it', () => {
    expect(find('perceval')[0]).toMatch(/^\/devices\/aortic\/(US\/)?perceval/);
  });

  it('finds news of type news by their body, and not press releases', () => {
    expect(find('china').filter((result) => result.startsWith('news:'))).toEqual([]);
    expect(find('EACTS').some((result) => result.startsWith('news:'))).toBe(true);
  });

  it('answers a query on the whole index in well under 5 ms', () => {
    const terms = ['perceval', 'memo', '38', 'valve', 'zzzz', 'mitral repair', 'a', 'ring', 'eras', 'china'];
    for (const term of terms) find(term); // warm-up
    const runs = 200;
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) for (const term of terms) find(term);
    const perQuery = (performance.now() - started) / (runs * terms.length);
    console.info(`search: ${index.length} pages + ${news.length} news items, ${perQuery.toFixed(3)} ms per query`);
    expect(perQuery).toBeLessThan(5);
  });
});
