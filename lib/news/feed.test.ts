/** @jest-environment node */
import { parseFeed } from '@rowanmanning/feed-parser';
import { newsFeedXml } from './feed';
import type { NewsItem } from '../api/types';

const origin = 'https://www.example.org';
const items: NewsItem[] = [
  {
    id: 12,
    slug: 'a-new-ring',
    title: 'A new ring & a “quote” <b>',
    description: 'A short summary.',
    body: '<p>The text.</p>',
    news_type: 'news',
    date: '2026-05-04',
    updated: '2026-05-06T10:00:00.000Z',
    image: { src: '/api/news/image/12', alt: 'The ring' },
  },
  {
    id: 13,
    slug: 'growth-financing',
    title: 'Growth financing',
    description: 'A press release.',
    body: '<p>Press.</p>',
    news_type: 'press',
    date: '2026-04-01',
    updated: '2026-04-01T00:00:00.000Z',
    image: null,
  },
];

describe('the news feed', () => {
  it('a feed parser reads it: every published item with its title, absolute address on the public origin and dates', () => {
    const feed = parseFeed(newsFeedXml(items, origin));
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Corcym news and press releases');
    expect(feed.url).toBe(`${origin}/news`);
    expect(feed.self).toBe(`${origin}/feed.xml`);
    expect(feed.items.map((item) => item.title)).toEqual(['A new ring & a “quote” <b>', 'Growth financing']);
    const [news, press] = feed.items;
    expect(news!.url).toBe(`${origin}/news-detail/12`);
    expect(news!.id).toBe(`${origin}/news-detail/12`);
    expect(news!.published?.toISOString()).toBe('2026-05-04T00:00:00.000Z');
    expect(news!.updated?.toISOString()).toBe('2026-05-06T10:00:00.000Z');
    expect(news!.description).toBe('A short summary.');
    expect(news!.content).toContain('The text.');
    expect(news!.content).toContain(`<img src="${origin}/api/news/image/12" alt="The ring">`);
    expect(press!.url).toBe(`${origin}/press-release/growth-financing`);
    expect(press!.categories.map((category) => category.term)).toEqual(['press']);
    for (const item of feed.items) expect(new URL(item.url!).origin).toBe(origin);
  });

  it('an empty feed is still a valid feed', () => {
    const feed = parseFeed(newsFeedXml([], origin));
    expect(feed.items).toEqual([]);
    expect(feed.updated?.toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
});
