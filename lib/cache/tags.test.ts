/** @jest-environment node */
/**
 * Invalidation by tag (docs/architecture.md): each change expires the tags of what it changed, at once and with no
 * address; each public reader tags the page it is rendered into with what it read. Together these two sides say
 * that a change reaches every page that shows it.
 */
const tagged: string[][] = [];
jest.mock('next/cache', () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: (fn: () => Promise<unknown>, _keys: string[], options: { tags: string[] }) => {
    tagged.push(options.tags);
    return fn;
  },
}));
// lib/news/load.ts formats dates with next-intl, which ships ES modules only; the list is what is tested here.
jest.mock('next-intl/server', () => ({ getFormatter: jest.fn() }));

import { revalidatePath, revalidateTag } from 'next/cache';
import { devices } from '@/lib/content/devices';
import { allNews } from '@/lib/news/load';
import { getDb } from '@/lib/server/db';
import { documentsForDevice, getPublicDocument, publishedDocuments } from '@/lib/server/documents/public';
import { revalidateDocumentPages } from '@/lib/server/documents/revalidate';
import { revalidateNewsPages } from '@/lib/server/news/revalidate';
import { revalidateRegulatoryPages } from '@/lib/server/regulatory-pages';
import { listCourses } from '@/lib/server/repositories/courses';
import { listPublicNotices, openNoticesFor } from '@/lib/server/safety-notices/register';
import { revalidateNoticePages } from '@/lib/server/safety-notices/revalidate';

const expired = () => jest.mocked(revalidateTag).mock.calls;

beforeEach(() => {
  jest.mocked(revalidateTag).mockClear();
  tagged.length = 0;
});

describe('a change expires its tags, now, and names no address', () => {
  afterEach(() => expect(revalidatePath).not.toHaveBeenCalled());

  test('news: the one news tag (home, /news and its pages, details, pictures, sitemap, feed, search index)', () => {
    revalidateNewsPages();
    expect(expired()).toEqual([['news', { expire: 0 }]]);
  });

  test('a document: the document centre and the pages of its devices, each once', () => {
    revalidateDocumentPages(['eu/perceval', 'eu/solo-smart', 'eu/perceval']);
    expect(expired()).toEqual([
      ['documents', { expire: 0 }],
      ['documents:device:eu/perceval', { expire: 0 }],
      ['documents:device:eu/solo-smart', { expire: 0 }],
    ]);
  });

  test('a notice: the register and the pages of the devices it names', () => {
    revalidateNoticePages(['eu/perceval']);
    expect(expired()).toEqual([
      ['notices', { expire: 0 }],
      ['notices:device:eu/perceval', { expire: 0 }],
    ]);
  });

  test('the start refresh: documents and notices, and every device page for both', () => {
    revalidateRegulatoryPages();
    const tags = expired().map(([tag]) => tag);
    expect(tags).toEqual(expect.arrayContaining(['documents', 'notices']));
    for (const device of devices) {
      expect(tags).toContain(`documents:device:${device.market}/${device.slug}`);
      expect(tags).toContain(`notices:device:${device.market}/${device.slug}`);
    }
    expect(expired().every(([, profile]) => JSON.stringify(profile) === '{"expire":0}')).toBe(true);
  });
});

describe('a public reader tags the page it is rendered into', () => {
  const runtime = process.env.NEXT_RUNTIME;
  beforeEach(() => {
    process.env.NEXT_RUNTIME = 'nodejs';
  });
  afterEach(() => {
    if (runtime === undefined) delete process.env.NEXT_RUNTIME;
    else process.env.NEXT_RUNTIME = runtime;
  });

  test.each<[string, () => Promise<unknown>, string]>([
    ['the news list', () => allNews(), 'news'],
    ['the published documents', async () => publishedDocuments(await getDb()), 'documents'],
    ['one document', async () => getPublicDocument(await getDb(), 'no-such-code'), 'documents'],
    [
      "a device's documents",
      async () => documentsForDevice(await getDb(), 'eu/perceval'),
      'documents:device:eu/perceval',
    ],
    ['the notice register', async () => listPublicNotices(await getDb()), 'notices'],
    ["a device's open notices", async () => openNoticesFor(await getDb(), 'eu/perceval'), 'notices:device:eu/perceval'],
    ['the course catalogue', async () => listCourses(await getDb(), null), 'courses'],
  ])('%s', async (_name, read, tag) => {
    await read();
    expect(tagged).toEqual([[tag]]);
  });

  test('outside Next (tests, command-line scripts) nothing is tagged', async () => {
    delete process.env.NEXT_RUNTIME;
    await allNews();
    expect(tagged).toEqual([]);
  });
});
