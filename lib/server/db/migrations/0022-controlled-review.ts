import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Review dates of controlled content (issue 41, item 5), additive to 0021:
 *
 * - `controlled_review_policy`: per class of content, what a passed review date does beyond flagging the item and
 *   telling its owners: 'flag' (nothing more) or 'withdraw-claims' (the lapse is recorded as one whose claims must
 *   be withdrawn; nothing is removed from a page by the software). Shipped as 'flag' for every class, marked as a
 *   default the company's procedure must confirm.
 * - `controlled_review_lapses`: one row per version whose review date passed while it was effective, written once
 *   by the hourly housekeeping (the primary key makes a second writer a no-op, so the owners are told once). The
 *   table is insert-only, like the signatures.
 *
 * The meaning of a withdrawal signature ('withdrawal') needs no change: 0021 put no check on meanings.
 */
const POLICY_NOTE = "Shipped default, to be confirmed by the company's procedure.";

export const controlledReviewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('controlled_review_policy')
      .addColumn('content_class', 'text', (c) => c.primaryKey())
      .addColumn('on_review_lapse', 'text', (c) =>
        c.notNull().check(sql`on_review_lapse in ('flag', 'withdraw-claims')`),
      )
      .addColumn('note', 'text', (c) => c.notNull())
      .execute();
    for (const contentClass of ['device_edition', 'legal_page'])
      await sql`insert into controlled_review_policy (content_class, on_review_lapse, note) values (${contentClass}, 'flag', ${POLICY_NOTE})`.execute(
        db,
      );

    await db.schema
      .createTable('controlled_review_lapses')
      .addColumn('version_id', 'text', (c) => c.primaryKey().references('controlled_versions.id'))
      .addColumn('review_by', 'text', (c) => c.notNull())
      .addColumn('noticed_at', 'text', (c) => c.notNull())
      .addColumn('on_review_lapse', 'text', (c) => c.notNull())
      .addColumn('notified_json', 'text', (c) => c.notNull())
      .execute();

    const postgres = db.getExecutor().adapter.supportsTransactionalDdl;
    if (postgres) {
      // refuse_insert_only_change() is 0021's.
      await sql
        .raw(
          `create trigger controlled_review_lapses_insert_only before update or delete on controlled_review_lapses for each row execute function refuse_insert_only_change()`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger controlled_review_lapses_no_truncate before truncate on controlled_review_lapses for each statement execute function refuse_insert_only_change()`,
        )
        .execute(db);
    } else
      for (const event of ['update', 'delete'])
        await sql
          .raw(
            `create trigger controlled_review_lapses_no_${event} before ${event} on controlled_review_lapses begin select raise(abort, 'controlled_review_lapses is insert-only'); end`,
          )
          .execute(db);
  },
};
