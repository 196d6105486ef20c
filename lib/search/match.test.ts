/** @jest-environment node */
import { prepareNews, queryWords, resultLang, searchEntries, searchNews, withinOneTypo } from './match';

const entries = [
  { title: 'ERAS', link: '/eras', tag: 'ERAS, Enhanced Recovery After Surgery, Engelman' },
  { title: 'CT Scan', link: '/ct-scan', tag: 'CT scan, tomography, annulus sizing' },
];

describe('searchEntries', () => {
  it('matches a case-insensitive substring of the tag', () => {
    expect(searchEntries(entries, 'engel').map((entry) => entry.link)).toEqual(['/eras']);
    expect(searchEntries(entries, 'ANNULUS').map((entry) => entry.link)).toEqual(['/ct-scan']);
  });

  it.each(['', '   ', ',', ' , '])('finds nothing for %j', (term) => {
    expect(searchEntries(entries, term)).toEqual([]);
  });

  it('lists pages named after the term first', () => {
    const index = [
      { title: 'Disclaimer', link: '/disclaimer', tag: 'Disclaimer, Perceval trademark' },
      { title: 'Perceval', link: '/devices/aortic/perceval', tag: 'Perceval, sutureless' },
    ];
    expect(searchEntries(index, 'perceval').map((entry) => entry.link)).toEqual([
      '/devices/aortic/perceval',
      '/disclaimer',
    ]);
  });

  it('finds nothing for a term absent from every tag', () => {
    expect(searchEntries(entries, 'perceval')).toEqual([]);
  });

  it('finds a page only when it holds every word, each anywhere in it', () => {
    expect(searchEntries(entries, 'annulus ct').map((entry) => entry.link)).toEqual(['/ct-scan']);
    expect(searchEntries(entries, 'sizing, TOMOGRAPHY').map((entry) => entry.link)).toEqual(['/ct-scan']);
    expect(searchEntries(entries, 'Enhanced-Recovery')).toEqual([]);
    expect(searchEntries(entries, '(ct scan)').map((entry) => entry.link)).toEqual(['/ct-scan']);
    expect(searchEntries(entries, 'annulus engelman')).toEqual([]);
  });

  it('ranks by where the words occur: title and name, then description, then keywords', () => {
    const index = [
      { title: 'Keywords', link: '/k', tag: 'mitral ring' },
      { title: 'Described', link: '/d', description: 'A mitral ring.', tag: '' },
      { title: 'Device', link: '/n', name: 'Mitral ring', tag: '' },
      { title: 'Mitral ring', link: '/t', tag: '' },
    ];
    expect(searchEntries(index, 'mitral ring').map((entry) => entry.link)).toEqual(['/t', '/n', '/d', '/k']);
  });

  it('ranks a whole word above a piece of a longer word', () => {
    const index = [
      { title: 'Contract manufacturing', link: '/cdmo', tag: 'engineering' },
      { title: 'Memo 4D', link: '/memo', description: 'A semi-rigid annuloplasty ring.', tag: 'ring' },
    ];
    expect(searchEntries(index, 'ring').map((entry) => entry.link)).toEqual(['/memo', '/cdmo']);
  });

  it('lists a boosted page (a device) before pages that match alike', () => {
    const index = [
      { title: 'Sutureless valve video', link: '/video', tag: '' },
      { title: 'Sutureless valve', link: '/device', tag: '', boost: 2 },
    ];
    expect(searchEntries(index, 'sutureless valve').map((entry) => entry.link)).toEqual(['/device', '/video']);
  });

  it.each([
    ['percevel', 'a letter changed'],
    ['percval', 'a letter missing'],
    ['perceeval', 'a letter added'],
    ['preceval', 'two letters swapped'],
    ['sutureles', 'the start of a word'],
    ['sutrueless', 'two letters swapped in the start of a word'],
  ])('forgives one typo in a word of five letters or more: %j (%s)', (term) => {
    const index = [{ title: 'Perceval', link: '/perceval', tag: 'sutureless' }];
    expect(searchEntries(index, term).map((entry) => entry.link)).toEqual(['/perceval']);
  });

  it('forgives no typo in a word under five letters, nor two typos', () => {
    const index = [{ title: 'Memo 4D', link: '/memo', tag: 'ring, ERAS, Perceval' }];
    for (const term of ['mema', 'rinj', 'eros', 'percvel', 'pervecal']) expect(searchEntries(index, term)).toEqual([]);
  });

  it('ranks a page holding a word as typed above one holding it with a typo', () => {
    const index = [
      { title: 'Mitral', link: '/mitral', tag: 'mitral valve' },
      { title: 'Valve mitrale', link: '/fr', tag: 'valve mitrale', lang: 'fr' },
    ];
    expect(searchEntries(index, 'mitrale').map((entry) => entry.link)).toEqual(['/fr', '/mitral']);
    expect(searchEntries(index, 'valve mitrale').map((entry) => entry.link)).toEqual(['/fr', '/mitral']);
  });

  it('ignores accents, and finds Chinese text inside a sentence', () => {
    const index = [
      { title: 'Réparation', link: '/fr', tag: 'rétrécissement aortique', lang: 'fr' },
      { title: '心脏瓣膜疾病', link: '/zh', tag: '主动脉瓣狭窄', lang: 'zh-CN' },
    ];
    expect(searchEntries(index, 'retrecissement').map((entry) => entry.link)).toEqual(['/fr']);
    expect(searchEntries(index, 'RÉPARATION').map((entry) => entry.link)).toEqual(['/fr']);
    expect(searchEntries([{ title: 'Avant l’opération', link: '/op', tag: '' }], "l'operation")).toHaveLength(1);
    expect(searchEntries(index, '主动脉瓣').map((entry) => entry.link)).toEqual(['/zh']);
  });

  it('lists pages in the language of the page searched from first', () => {
    const index = [
      { title: 'Heart valve disease', link: '/en', tag: 'valve' },
      { title: 'Maladies des valves', link: '/fr', tag: 'valve', lang: 'fr' },
    ];
    expect(searchEntries(index, 'valve').map((entry) => entry.link)).toEqual(['/en', '/fr']);
    expect(searchEntries(index, 'valve', 'fr').map((entry) => entry.link)).toEqual(['/fr', '/en']);
  });
});

describe('queryWords', () => {
  it('splits at spaces and commas, lower-cased, punctuation trimmed from the ends, once each', () => {
    expect(queryWords('  Memo 4D, memo ')).toEqual(['memo', '4d']);
    expect(queryWords('ESC/EACTS (Perceval).')).toEqual(['esc/eacts', 'perceval']);
    expect(queryWords('%E0%A4%A')).toEqual(['%e0%a4%a']);
    expect(queryWords('\ufffd%A')).toEqual(['\ufffd%a']);
    expect(queryWords(',')).toEqual([]);
    expect(queryWords(' . , ! ')).toEqual([]);
  });
});

describe('withinOneTypo', () => {
  it.each([
    ['perceval', 'perceval', true],
    ['percevel', 'perceval', true],
    ['percval', 'perceval', true],
    ['perceval', 'percval', true],
    ['preceval', 'perceval', true],
    ['pecrevla', 'perceval', false],
    ['perc', 'perceval', false],
  ])('%s against %s: %s', (a, b, expected) => {
    expect(withinOneTypo(a, b)).toBe(expected);
  });
});

describe('resultLang', () => {
  it('names the result language only when it differs from the page', () => {
    expect(resultLang(undefined, 'en')).toBeUndefined();
    expect(resultLang(undefined, 'fr')).toBe('en');
    expect(resultLang('fr', 'fr')).toBeUndefined();
    expect(resultLang('zh-CN', 'en')).toBe('zh-CN');
  });
});

describe('searchNews', () => {
  const news = prepareNews([
    {
      id: 1,
      title: 'First patient implanted in China',
      description: 'A milestone',
      body: '<p>Perceval in <strong>China</strong></p>',
      news_type: 'press',
    },
    {
      id: 2,
      title: 'Academy modules',
      description: 'Online learning',
      body: '<p>Trans<em>axillary</em> approach</p>',
      news_type: 'news',
    },
    { id: 3, title: 'EACTS', description: 'Meeting in <b>Milan</b>', body: '<p>See you there</p>', news_type: 'news' },
  ]);

  it('searches only items of type news', () => {
    expect(news.map((item) => item.id)).toEqual([2, 3]);
    expect(searchNews(news, 'china')).toEqual([]);
  });

  it('matches title, description and body case-insensitively with markup stripped', () => {
    expect(searchNews(news, 'ACADEMY').map((item) => item.id)).toEqual([2]);
    expect(searchNews(news, 'milan').map((item) => item.id)).toEqual([3]);
    expect(searchNews(news, 'transaxillary')).toEqual([]);
    expect(searchNews(news, 'trans axillary').map((item) => item.id)).toEqual([2]);
    expect(searchNews(news, 'strong')).toEqual([]);
  });

  it.each(['', ' ', ','])('finds nothing for %j', (term) => {
    expect(searchNews(news, term)).toEqual([]);
  });
});
