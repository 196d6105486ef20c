/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { listAudit } from '@/lib/server/staff/audit-query';
import { listNews } from '@/lib/server/repositories/news';
import { seedNews } from '@/lib/server/seed/seed-news';
import { newsSeed } from '@/lib/server/seed/news';
import { newsFormSchema, newsListQuerySchema } from '@/lib/validations/news';
import {
  createNews,
  deleteNews,
  listNewsForStaff,
  NewsChangeError,
  publicNewsImage,
  publishNews,
  restoreNews,
  unpublishNews,
  updateNews,
} from './admin';
import { sniffImage } from '@/lib/server/storage/image';

const editor = { id: 'editor-actor-id', email: 'editor@example.com', ip: '198.51.100.7' };
const noImage = { alt: '' };
const form = (overrides: Record<string, unknown> = {}) =>
  newsFormSchema.parse({
    title: 'Our new ring',
    news_type: 'news',
    date: '2026-05-04',
    description: 'A short summary.',
    body: 'Hello **world**',
    ...overrides,
  });

test('every seeded item is published HTML, and the public list shows them all', async () => {
  const db = await getDb();
  const rows = await db.selectFrom('news').select(['slug', 'status', 'body_format', 'deleted_at']).execute();
  expect(rows.filter((row) => newsSeed.some((item) => item.slug === row.slug))).toHaveLength(newsSeed.length);
  expect(rows.every((row) => row.status === 'published' && row.body_format === 'html' && row.deleted_at === null)).toBe(
    true,
  );
  expect((await listNews(db)).length).toBeGreaterThanOrEqual(newsSeed.length);
});

test('the seed inserts only missing slugs and never overwrites what staff changed', async () => {
  const db = await getDb();
  const [first, second] = newsSeed;
  await db.updateTable('news').set({ title: 'Edited by staff' }).where('slug', '=', first!.slug).execute();
  await db.deleteFrom('news').where('slug', '=', second!.slug).execute();
  expect(await seedNews(db)).toBe(1);
  expect(await seedNews(db)).toBe(0);
  expect(
    (await db.selectFrom('news').select('title').where('slug', '=', first!.slug).executeTakeFirstOrThrow()).title,
  ).toBe('Edited by staff');
  expect(
    await db.selectFrom('news').select('status').where('slug', '=', second!.slug).executeTakeFirstOrThrow(),
  ).toEqual({ status: 'published' });
});

test('a draft is not public until published; unpublish and delete take it away; restore brings back a draft', async () => {
  const db = await getDb();
  const draft = await createNews(
    db,
    editor,
    form({ title: 'Lifecycle item', body: '## Heading\n\n<script>alert(1)</script>Text' }),
    noImage,
  );
  expect(draft).toMatchObject({ status: 'draft', slug: 'lifecycle-item', body_format: 'markdown' });
  const publicSlugs = async () => (await listNews(db)).map((item) => item.slug);
  expect(await publicSlugs()).not.toContain('lifecycle-item');

  await publishNews(db, editor, draft.id);
  const shown = (await listNews(db)).find((item) => item.slug === 'lifecycle-item');
  expect(shown?.body).toContain('<h2>Heading</h2>');
  expect(shown?.body).not.toMatch(/script|alert/);

  await unpublishNews(db, editor, draft.id);
  expect(await publicSlugs()).not.toContain('lifecycle-item');
  await publishNews(db, editor, draft.id);
  await deleteNews(db, editor, draft.id);
  expect(await publicSlugs()).not.toContain('lifecycle-item');
  await expect(publishNews(db, editor, draft.id)).rejects.toBeInstanceOf(NewsChangeError);
  const restored = await restoreNews(db, editor, draft.id);
  expect(restored.after).toMatchObject({ status: 'draft', deleted_at: null });

  const actions = (await listAudit(db, { entity: 'news', entityId: String(draft.id) }, 1)).rows.map(
    (row) => row.action,
  );
  expect(actions.sort()).toEqual(
    ['news.create', 'news.delete', 'news.publish', 'news.publish', 'news.restore', 'news.unpublish'].sort(),
  );
});

test('a duplicate address is refused and nothing is stored or audited', async () => {
  const db = await getDb();
  await createNews(db, editor, form({ title: 'Twin' }), noImage);
  const audited = (await listAudit(db, { action: 'news.create' }, 1)).total;
  await expect(createNews(db, editor, form({ title: 'Other title', slug: 'twin' }), noImage)).rejects.toMatchObject({
    field: 'slug',
  });
  const other = await createNews(db, editor, form({ title: 'Third' }), noImage);
  await expect(
    updateNews(db, editor, other.id, form({ title: 'Third', slug: 'twin' }), noImage),
  ).rejects.toBeInstanceOf(NewsChangeError);
  expect(await db.selectFrom('news').select('id').where('slug', '=', 'twin').execute()).toHaveLength(1);
  expect((await listAudit(db, { action: 'news.create' }, 1)).total).toBe(audited + 1);
});

test('a picture is public only while its item is published and not deleted', async () => {
  const db = await getDb();
  const item = await createNews(db, editor, form({ title: 'With picture', image_alt: 'A ring' }), {
    key: 'news/test-picture.png',
    alt: 'A ring',
  });
  expect(await publicNewsImage(db, item.id)).toBeUndefined();
  await publishNews(db, editor, item.id);
  expect(await publicNewsImage(db, item.id)).toBe('news/test-picture.png');
  expect((await listNews(db)).find((row) => row.id === item.id)?.image).toEqual({
    src: `/api/news/image/${item.id}`,
    alt: 'A ring',
  });
  await deleteNews(db, editor, item.id);
  expect(await publicNewsImage(db, item.id)).toBeUndefined();
});

test('the staff list filters, searches titles literally and pages on the server', async () => {
  const db = await getDb();
  await createNews(db, editor, form({ title: '100% growth_story', news_type: 'press' }), noImage);
  const query = (input: Record<string, string>) => newsListQuerySchema.parse(input);
  const percent = await listNewsForStaff(db, query({ q: '100%' }));
  expect(percent.rows.map((row) => row.title)).toEqual(['100% growth_story']);
  expect((await listNewsForStaff(db, query({ q: '_' }))).rows.every((row) => row.title.includes('_'))).toBe(true);
  const drafts = await listNewsForStaff(db, query({ status: 'draft', type: 'press' }));
  expect(drafts.rows.every((row) => row.status === 'draft' && row.news_type === 'press')).toBe(true);
  const sorted = await listNewsForStaff(db, query({ sort: 'title', dir: 'asc' }));
  expect(sorted.rows.map((row) => row.title)).toEqual(
    [...sorted.rows.map((row) => row.title)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  expect(query({ sort: 'id; drop table news', page: '-3' })).toMatchObject({ sort: 'date', page: 1 });
});

describe('the news form rules', () => {
  it('derives the address from the title and refuses a malformed one', () => {
    expect(form({ title: 'Perceval: 1,000 implants — à Milano!' }).slug).toBe('perceval-1-000-implants-a-milano');
    expect(newsFormSchema.safeParse({ ...form(), slug: 'Bad Slug' }).success).toBe(false);
    expect(newsFormSchema.safeParse({ ...form(), title: '   ' }).error?.issues[0]?.message).toBe('Enter a title.');
    expect(newsFormSchema.safeParse({ ...form(), date: '2026-02-30' }).success).toBe(false);
  });

  it('recognises JPEG, PNG and WebP by their bytes, nothing else', () => {
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.contentType).toBe('image/png');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(sniffImage(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeUndefined();
  });
});
