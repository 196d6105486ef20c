import 'server-only';
import { sql } from 'kysely';
import { nowIso, type Db } from '@/lib/server/db';
import type { Database } from '@/lib/server/db/schema';
import { withAudit, type AuditActor } from '@/lib/server/staff/audit';
import type { NewsFormInput, NewsListQuery } from '@/lib/validations/news';

export type NewsRecord = Database['news'];
export const NEWS_PAGE_SIZE = 20;

/** A refusal staff can act on (duplicate address, unknown item); the message is shown as it is. */
export class NewsChangeError extends Error {
  constructor(
    message: string,
    readonly field?: 'slug',
  ) {
    super(message);
  }
}

export interface NewsListRow {
  id: number;
  title: string;
  slug: string;
  news_type: string;
  status: string;
  date: string;
  updated_at: string | null;
  deleted_at: string | null;
}

/** One page of the back-office list: filters, title search and sort all run in the database. */
export async function listNewsForStaff(db: Db, query: NewsListQuery): Promise<{ rows: NewsListRow[]; total: number }> {
  let base = db.selectFrom('news');
  if (query.status === 'deleted') base = base.where('deleted_at', 'is not', null);
  else {
    base = base.where('deleted_at', 'is', null);
    if (query.status) base = base.where('status', '=', query.status);
  }
  if (query.type) base = base.where('news_type', '=', query.type);
  if (query.q) {
    // lower() on both sides: the same case-insensitive match on SQLite and PostgreSQL; LIKE wildcards escaped.
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where(sql<boolean>`lower(title) like ${pattern} escape '\\'`);
  }
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'title', 'slug', 'news_type', 'status', 'date', 'updated_at', 'deleted_at'])
      .orderBy(query.sort, query.dir)
      .orderBy('id', query.dir)
      .limit(NEWS_PAGE_SIZE)
      .offset((query.page - 1) * NEWS_PAGE_SIZE)
      .execute(),
  ]);
  return { rows, total: Number(count) };
}

export async function getNewsForStaff(db: Db, id: number): Promise<NewsRecord | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

async function assertSlugFree(trx: Db, slug: string, exceptId?: number) {
  let query = trx.selectFrom('news').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst())
    throw new NewsChangeError(
      'Another item (possibly a deleted one) already uses this address; choose another.',
      'slug',
    );
}

export interface ImageChange {
  /** undefined: keep the current image; null: remove it; a key: the newly stored image. */
  key?: string | null;
  alt: string;
}

function fields(input: NewsFormInput, image: ImageChange, current?: NewsRecord) {
  const key = image.key === undefined ? (current?.image_key ?? null) : image.key;
  return {
    title: input.title,
    slug: input.slug,
    news_type: input.news_type,
    date: input.date,
    description: input.description,
    body: input.body,
    body_format: 'markdown',
    image_key: key,
    image_alt: key ? image.alt : null,
  };
}

/** A new draft. Ids are explicit (max + 1 inside the write transaction) so the same insert runs everywhere. */
export async function createNews(
  db: Db,
  actor: AuditActor,
  input: NewsFormInput,
  image: ImageChange,
): Promise<NewsRecord> {
  return withAudit(db, actor, { action: 'news.create', entity: 'news' }, async (trx) => {
    await assertSlugFree(trx, input.slug);
    const max = await trx
      .selectFrom('news')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    const now = nowIso();
    const row: NewsRecord = {
      id: Number(max?.max ?? 0) + 1,
      ...fields(input, image),
      status: 'draft',
      published_at: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await trx.insertInto('news').values(row).execute();
    return { result: row, after: row, entityId: String(row.id) };
  });
}

async function change(
  db: Db,
  actor: AuditActor,
  action: string,
  id: number,
  update: (before: NewsRecord, trx: Db) => Promise<Partial<NewsRecord>>,
) {
  return withAudit(db, actor, { action, entity: 'news', entityId: String(id) }, async (trx) => {
    const before = await trx.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new NewsChangeError('That item no longer exists.');
    const patch = { ...(await update(before, trx)), updated_at: nowIso() };
    await trx.updateTable('news').set(patch).where('id', '=', id).execute();
    const after = { ...before, ...patch };
    return { result: { before, after }, before, after };
  });
}

export function updateNews(db: Db, actor: AuditActor, id: number, input: NewsFormInput, image: ImageChange) {
  return change(db, actor, 'news.update', id, async (before, trx) => {
    if (before.deleted_at) throw new NewsChangeError('Restore the item before editing it.');
    await assertSlugFree(trx, input.slug, id);
    return fields(input, image, before);
  });
}

export function publishNews(db: Db, actor: AuditActor, id: number) {
  return change(db, actor, 'news.publish', id, async (before) => {
    if (before.deleted_at) throw new NewsChangeError('Restore the item before publishing it.');
    return { status: 'published', published_at: before.published_at ?? nowIso() };
  });
}

export function unpublishNews(db: Db, actor: AuditActor, id: number) {
  return change(db, actor, 'news.unpublish', id, async () => ({ status: 'draft' }));
}

/** Soft delete: the row stays (restorable, its address stays taken) but is never served. */
export function deleteNews(db: Db, actor: AuditActor, id: number) {
  return change(db, actor, 'news.delete', id, async (before) => ({ deleted_at: before.deleted_at ?? nowIso() }));
}

/** Restored items come back as drafts, so nothing reappears on the site without a deliberate publish. */
export function restoreNews(db: Db, actor: AuditActor, id: number) {
  return change(db, actor, 'news.restore', id, async () => ({ deleted_at: null, status: 'draft' }));
}

/** The picture of a published, non-deleted item, for the public image route; nothing else is ever served. */
export async function publicNewsImage(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('news')
    .select('image_key')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.image_key ?? undefined;
}
