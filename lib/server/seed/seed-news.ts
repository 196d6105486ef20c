import 'server-only';
import type { Db } from '../db/dialect';
import { newsSeed } from './news';

/**
 * The seed file is initial data, upserted by slug: an item whose slug is not in the table yet is inserted
 * (published, with its HTML body), and an item that is there is never touched, whatever staff did to it
 * (edited, unpublished or deleted). So the file can grow and a new entry appears at the next start, while the
 * database stays the one source of news that staff edit.
 */
export async function seedNews(trx: Db): Promise<number> {
  const known = new Set((await trx.selectFrom('news').select('slug').execute()).map((row) => row.slug));
  const missing = newsSeed.filter((item) => !known.has(item.slug)).sort((a, b) => a.date.localeCompare(b.date));
  if (missing.length === 0) return 0;
  const maxId = Number(
    (
      await trx
        .selectFrom('news')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirst()
    )?.max ?? 0,
  );
  for (const [index, item] of missing.entries()) {
    await trx
      .insertInto('news')
      .values({
        id: maxId + index + 1,
        ...item,
        status: 'published',
        body_format: 'html',
        published_at: item.date,
        created_at: item.date,
        updated_at: item.date,
        deleted_at: null,
        image_key: null,
        image_alt: null,
      })
      .execute();
  }
  return missing.length;
}
