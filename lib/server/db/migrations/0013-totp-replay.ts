import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The last TOTP time step (Unix time / 30 s) accepted for a staff member, so that a code works once: a sign-in or
 * enrolment with a code that is not newer is refused (lib/server/staff/totp-replay.ts). Null until the first code.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const totpReplayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('staff_two_factors').addColumn('last_totp_step', 'integer').execute();
  },
};
