import { newsListHref, newsListRewrite, newsPage, parsePageNumber } from './list';
import { decide } from '../proxy/decide';
import { canonicalCase, findRoute } from '../routes';

const rewrite = (query: string) => newsListRewrite(new URLSearchParams(query));

describe('news list addresses', () => {
  it('writes each view as /news with a query, the first page of everything as /news itself', () => {
    expect(newsListHref('all', 1)).toBe('/news');
    expect(newsListHref('all', 2)).toBe('/news?page=2');
    expect(newsListHref('press', 1)).toBe('/news?type=press');
    expect(newsListHref('news', 3)).toBe('/news?type=news&page=3');
  });

  it('rewrites further pages and filters onto the static list route', () => {
    expect(rewrite('page=2')).toBe('/news/all/2');
    expect(rewrite('type=press')).toBe('/news/press/1');
    expect(rewrite('type=news&page=3')).toBe('/news/news/3');
  });

  it('answers junk with the first page (never an error): unknown types, words, zero, signs, decimals, huge numbers', () => {
    for (const query of [
      '',
      'page=1',
      'page=abc',
      'page=0',
      'page=-1',
      'page=2.5',
      'page=02',
      'page=1e3',
      'page=99999',
      'page=',
      'type=drafts',
      'utm_source=x',
    ]) {
      expect(rewrite(query)).toBeUndefined();
    }
    expect(rewrite('type=drafts&page=2')).toBe('/news/all/2');
    expect(parsePageNumber('9999')).toBe(9999);
  });

  it('the proxy serves /news?page=2 from the list route and plain /news as it is', () => {
    const registry = { findRoute, canonicalCase };
    expect(decide('/news', false, registry, new URLSearchParams('page=2'))).toEqual({
      action: 'rewrite',
      pathname: '/news/all/2',
    });
    expect(decide('/news', false, registry, new URLSearchParams('page=junk'))).toEqual({ action: 'next' });
    expect(decide('/news', false, registry)).toEqual({ action: 'next' });
    // The proxy sees the rewritten path too, so the route's own paths pass; other paths under /news go home.
    expect(decide('/news/all/2', false, registry)).toEqual({ action: 'next' });
    const home = { action: 'redirect', location: '/#page-not-found', status: 307 };
    expect(decide('/news/drafts/2', false, registry)).toEqual(home);
    expect(decide('/news/all/0', false, registry)).toEqual(home);
  });

  it('cuts a kind into pages of nine, with at least one page', () => {
    const cards = Array.from({ length: 13 }, (_, index) => ({
      type: index < 4 ? ('press' as const) : ('news' as const),
    }));
    expect(newsPage(cards, 'all', 1)).toMatchObject({ pages: 2 });
    expect(newsPage(cards, 'all', 2).cards).toHaveLength(4);
    expect(newsPage(cards, 'press', 1)).toEqual({ pages: 1, cards: cards.slice(0, 4) });
    expect(newsPage([], 'news', 1)).toEqual({ pages: 1, cards: [] });
  });
});
