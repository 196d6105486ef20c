/** @jest-environment node */
import { performance } from 'node:perf_hooks';
import { SEARCH_INDEX_LIMIT, searchIndexBytes } from '@/scripts/budgets/search-index.mjs';
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
    expect(index.some((entry) => /hidden-pages|^\/academy$|\/academy\/courses\/course/.test(entry.link))).toBe(false);
    expect(index.map((entry) => entry.link)).toEqual(
      expect.arrayContaining(['/academy/get-started', '/academy/mastering-rat', '/academy/courses']),
    );
  });

  it("finds the academy's sign-in by the words a surgeon types", () => {
    expect(searchEntries(index, 'academy login')[0]?.link).toBe('/login');
    expect(searchEntries(index, 'sign in')[0]?.link).toBe('/login');
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

  // The review of issue 33: each word used to be searched as one string, or ranked by where the page came.
  it.each([
    ['mitral ring', /^\/devices\/mitral\/memo4d$/],
    ['Perceval sizes', /^\/devices\/aortic\/perceval$/],
    ['ring', /^\/devices\/(aortic\/haart-[23]00|mitral\/(memo4d|sovering))$/],
    ['sutureless valve', /^\/devices\/aortic\/perceval/],
  ])('lists the device first for %j', (term, first) => {
    expect(find(term)[0]).toMatch(first);
  });

  it('lists no page that holds "ring" only inside another word before the ring devices', () => {
    const results = find('ring');
    expect(results.indexOf('/cdmo-partnership')).toBeGreaterThan(results.indexOf('/devices/mitral/sovering'));
  });

  it('lists every Perceval device before the videos and pages that mention sutureless valves', () => {
    const results = find('sutureless valve');
    const lastDevice = Math.max(
      ...results.map((link, at) => (/^\/devices\/aortic\/(US\/)?perceval/.test(link) ? at : -1)),
    );
    expect(lastDevice).toBe(5);
    for (const other of ['/ct-scan', '/eras']) expect(results.indexOf(other)).toBeGreaterThan(lastDevice);
    expect(results.slice(0, lastDevice).some((link) => link.startsWith('/media-library'))).toBe(false);
  });

  it.each(['', ' ', ',', ' , ', '%E0%A4%A', '\ufffd%A'])('finds nothing for %j', (term) => {
    expect(find(term)).toEqual([]);
  });

  it('forgives one typo in a word of five letters or more, not in a shorter one', () => {
    expect(find('percevl')[0]).toBe('/devices/aortic/perceval');
    expect(find('Memo 4D anuloplasty')[0]).toBe('/devices/mitral/memo4d');
    expect(find('mema')).toEqual([]);
    expect(find('rign')).toEqual([]);
  });

  it.each([
    ['rétrécissement aortique', '/patients-and-caregivers/fr'],
    ['Herzklappe', '/patients-and-caregivers/de'],
    ['estenosis aórtica', '/patients-and-caregivers/es'],
    ['stenosi aortica', '/patients-and-caregivers/it'],
    ['hartklep', '/patients-and-caregivers/ne'],
    ['主动脉瓣', '/patients-and-caregivers/ch'],
  ])('finds the patient page in the language of %j', (term, link) => {
    expect(find(term)[0]).toBe(link);
  });

  it.each([
    ['fr', '/patients-and-caregivers/fr'],
    ['de', '/patients-and-caregivers/de'],
    ['zh-CN', '/patients-and-caregivers/ch'],
  ])('lists the patient page in the language of the page searched from (%s) first', (lang, link) => {
    expect(searchEntries(index, 'aortic stenosis', lang)[0]?.link).toBe(link);
    expect(searchEntries(index, 'aortic stenosis')[0]?.link).not.toBe(link);
  });

  it('marks the language of every page not in English', () => {
    const languages = Object.fromEntries(
      index
        .filter((entry) => entry.link.startsWith('/patients-and-caregivers/'))
        .map((entry) => [entry.link, entry.lang]),
    );
    expect(languages).toEqual({
      '/patients-and-caregivers/en': undefined,
      '/patients-and-caregivers/ch': 'zh-CN',
      '/patients-and-caregivers/de': 'de',
      '/patients-and-caregivers/es': 'es',
      '/patients-and-caregivers/fr': 'fr',
      '/patients-and-caregivers/it': 'it',
      '/patients-and-caregivers/ne': 'nl',
    });
    expect(index.filter((entry) => entry.lang).length).toBe(6);
  });

  it('gives every result a short description and never shows its address', () => {
    for (const entry of index) {
      expect(entry.description).toBeTruthy();
      expect(entry.description!.length).toBeLessThanOrEqual(240);
      expect(entry.description).not.toContain(entry.link);
    }
  });

  it('stays small: the overlay downloads it when search first opens (scripts/budgets/search-index.mjs)', () => {
    const bytes = searchIndexBytes(JSON.stringify(index));
    console.info(`search index: ${index.length} entries, ${(bytes / 1024).toFixed(1)} KB gzip`);
    expect(bytes).toBeLessThan(SEARCH_INDEX_LIMIT);
  });

  it('answers a query on the whole index in well under 5 ms', () => {
    const terms = [
      'perceval',
      'memo',
      '38',
      'valve',
      'zzzz',
      'mitral repair',
      'a',
      'ring',
      'eras',
      'china',
      'sutureless valve',
      'percevl',
      'rétrécissement aortique',
    ];
    for (const term of terms) find(term); // warm-up
    const runs = 200;
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) for (const term of terms) find(term);
    const perQuery = (performance.now() - started) / (runs * terms.length);
    console.info(`search: ${index.length} pages + ${news.length} news items, ${perQuery.toFixed(3)} ms per query`);
    expect(perQuery).toBeLessThan(5);
  });
});
