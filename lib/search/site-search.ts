import 'server-only';
import { getDb } from '../server/db';
import { listNews } from '../server/repositories/news';
import { buildSearchIndex } from './build-index';
import { prepareNews, searchEntries, searchNews, type NewsEntry, type SearchEntry } from './match';

export interface SiteSearchResults {
  pages: SearchEntry[];
  news: NewsEntry[];
}

/**
 * What the search overlay finds for a term, found on the server for the /search page: the same index
 * (/search-index.json is built by buildSearchIndex from the published items) and the same matching.
 */
export async function siteSearch(term: string): Promise<SiteSearchResults> {
  const published = await listNews(await getDb());
  return {
    pages: searchEntries(buildSearchIndex(published), term),
    news: searchNews(prepareNews(published), term),
  };
}
