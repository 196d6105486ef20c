import type { NewsItem } from '../api/types';
import { ogImageForNews } from '../seo/og-image';

/** What pageMetadata needs to present a news item as an article: its picture (with its title) and its dates. */
export function articleMeta(item: NewsItem) {
  return {
    image: ogImageForNews(item.id),
    article: {
      publishedTime: item.date,
      modifiedTime: item.updated,
      section: item.news_type === 'press' ? 'Press release' : 'News',
    },
  };
}
