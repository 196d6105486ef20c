/** @jest-environment node */
import { prepareNews, searchEntries, searchNews } from './match';

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
