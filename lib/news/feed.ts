import { Feed } from 'feed';
import type { NewsItem } from '../api/types';
import { siteConfig } from '../site-config';
import { NEWS_FEED_PATH, NEWS_FEED_TITLE, newsItemPath } from './paths';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The published news items and press releases as an Atom 1.0 feed, newest first, every address absolute on the
 * site's public address (NEXT_PUBLIC_SITE_URL, lib/site-config.ts). Each entry has the item's title, summary,
 * text (the same sanitised HTML its page shows, its picture first), dates and kind. `items` are the published ones, as
 * listNews returns them.
 */
export function newsFeedXml(items: readonly NewsItem[], origin: string = siteConfig.url): string {
  const absolute = (path: string) => `${origin}${path}`;
  const newest = items.reduce<string | undefined>(
    (latest, item) => (latest === undefined || item.updated > latest ? item.updated : latest),
    undefined,
  );
  const feed = new Feed({
    id: absolute(NEWS_FEED_PATH),
    title: NEWS_FEED_TITLE,
    description: `News and press releases from ${siteConfig.name}.`,
    link: absolute('/news'),
    language: 'en',
    // A feed with no item yet still needs a date; a fixed one keeps the output stable.
    updated: new Date(newest ?? '2024-01-01T00:00:00.000Z'),
    feedLinks: { atom: absolute(NEWS_FEED_PATH) },
    author: { name: siteConfig.name, link: absolute('/') },
    copyright: `© ${siteConfig.name}`,
    generator: false,
  });
  for (const item of items) {
    const link = absolute(newsItemPath(item));
    feed.addItem({
      id: link,
      title: item.title,
      link,
      date: new Date(item.updated),
      published: new Date(item.date),
      description: item.description,
      // The picture leads the text, with its description, as on the item's page. (Not an enclosure: the library
      // guesses the enclosure's media type from a file extension, and the picture's address has none.)
      content: item.image
        ? `<p><img src="${escapeAttribute(absolute(item.image.src))}" alt="${escapeAttribute(item.image.alt)}"></p>${item.body}`
        : item.body,
      category: [{ name: item.news_type === 'press' ? 'Press release' : 'News', term: item.news_type }],
    });
  }
  return feed.atom1();
}
