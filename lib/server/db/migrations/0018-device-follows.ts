import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Following a device (issue 38 item 19): one row per mailbox and device, pending until the address confirms it
 * by its link, then confirmed until it unsubscribes (the row is deleted). Only hashes of the links' tokens are
 * kept. The outbox gains optional headers (JSON), for the List-Unsubscribe headers of the update mails.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const deviceFollowsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('device_follows')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('device_key', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('mailbox', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('confirm_hash', 'text', (c) => c.unique())
      .addColumn('confirm_expires_at', 'text')
      .addColumn('unsubscribe_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addUniqueConstraint('device_follows_device_mailbox', ['device_key', 'mailbox'])
      .execute();
    await db.schema
      .createIndex('device_follows_device_idx')
      .on('device_follows')
      .columns(['device_key', 'status'])
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  },
};
