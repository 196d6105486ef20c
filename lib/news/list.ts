/**
 * The news list's addresses and pages. `/news` is the first page of everything; further pages and the two
 * filters are ordinary links with a query (`/news?page=2`, `/news?type=press&page=2`) that the proxy rewrites
 * onto the static route app/(site)/news/[kind]/[page], so every page is server-rendered, cached like /news,
 * crawlable and usable without JavaScript.
 */
export const NEWS_PAGE_SIZE = 9;
export const NEWS_KINDS = ['all', 'news', 'press'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/** One card of the list (and of the home page's latest news). */
export interface NewsCard {
  id: number;
  title: string;
  description: string;
  date: string;
  dateLabel: string;
  type: 'news' | 'press';
  href: string;
  /** The item's picture (uploaded in the back office with its description), when it has one. */
  image: { src: string; alt: string } | null;
}

export const isNewsKind = (value: unknown): value is NewsKind => NEWS_KINDS.includes(value as NewsKind);

// 1 to 9999: anything else (0, -1, 2.5, 02, 1e3, words) is not a page number.
const PAGE_NUMBER = /^[1-9]\d{0,3}$/;

export function parsePageNumber(value: string | null | undefined): number | undefined {
  return value && PAGE_NUMBER.test(value) ? Number(value) : undefined;
}

/** The public address of a view of the list; also its canonical address. */
export function newsListHref(kind: NewsKind, page: number): string {
  const query = new URLSearchParams();
  if (kind !== 'all') query.set('type', kind);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/news?${search}` : '/news';
}

/**
 * Where the proxy serves `/news` with this query from: undefined for the first page of everything (the static
 * /news itself). An unknown type counts as all and a junk page number as the first page, so any query answers.
 */
export function newsListRewrite(search: URLSearchParams): string | undefined {
  const type = search.get('type');
  const kind: NewsKind = isNewsKind(type) ? type : 'all';
  const page = parsePageNumber(search.get('page')) ?? 1;
  return kind === 'all' && page === 1 ? undefined : `/news/${kind}/${page}`;
}

/** The cards of one page, and how many pages the kind has (at least one, even when it is empty). */
export function newsPage<T extends { type: 'news' | 'press' }>(cards: readonly T[], kind: NewsKind, page: number) {
  const shown = cards.filter((card) => kind === 'all' || card.type === kind);
  const pages = Math.max(1, Math.ceil(shown.length / NEWS_PAGE_SIZE));
  return { pages, cards: shown.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE) };
}
