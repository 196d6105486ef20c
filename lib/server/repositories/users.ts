import 'server-only';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { writeTransaction, type Db } from '../db';

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** Creates a learner, or updates the password and name of an existing one (admin CLI). */
export async function upsertLearner(
  db: Db,
  input: { email: string; password: string; firstName: string; lastName: string },
) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  return writeTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, first_name: input.firstName, last_name: input.lastName, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      // A new password ends every open session of the account.
      await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
      return { id: existing.id, created: false };
    }
    const id = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id,
        email,
        password_hash: passwordHash,
        first_name: input.firstName,
        last_name: input.lastName,
        country: null,
        onboarded: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { id, created: true };
  });
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}
