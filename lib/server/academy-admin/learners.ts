import 'server-only';
import { randomUUID } from 'node:crypto';
import { siteConfig } from '@/lib/site-config';
import { queueMail } from '../mail';
import type { Db } from '../db';
import { withAudit, type AuditActor } from '../staff/audit';
import { issueInvite, retireInvites, setPasswordMail, SET_PASSWORD_PATH, type InvitePurpose } from './invites';

/** Learners as the academy manager sees and changes them. Every change is audited (lib/server/staff/audit.ts). */
export class LearnerChangeError extends Error {}

/** Stored instead of a hash for an invited learner: not in the `scrypt$…` form, so no password ever matches it. */
export const NO_PASSWORD = '!no-password';

export const LEARNER_PAGE_SIZE = 25;
export const LEARNER_SORTS = ['name', 'email', 'created'] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];

export interface LearnerListQuery {
  search?: string;
  sort: LearnerSort;
  direction: 'asc' | 'desc';
  page: number;
}

export interface LearnerRow {
  id: string;
  email: string;
  name: string;
  active: boolean;
  invited: boolean;
  createdAt: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listLearners(db: Db, query: LearnerListQuery): Promise<{ rows: LearnerRow[]; total: number }> {
  let base = db.selectFrom('users');
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', eb.val(pattern)),
        eb(eb.fn('lower', ['first_name']), 'like', eb.val(pattern)),
        eb(eb.fn('lower', ['last_name']), 'like', eb.val(pattern)),
      ]),
    );
  }
  const column = { name: 'last_name', email: 'email', created: 'created_at' } as const;
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'email', 'first_name', 'last_name', 'active', 'password_hash', 'created_at'])
      .orderBy(column[query.sort], query.direction)
      .orderBy('id')
      .limit(LEARNER_PAGE_SIZE)
      .offset((query.page - 1) * LEARNER_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
      active: row.active === 1,
      invited: row.password_hash === NO_PASSWORD,
      createdAt: row.created_at,
    })),
  };
}

export async function getLearner(db: Db, id: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'active', 'deactivated_at', 'password_hash', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) return undefined;
  const enrolled = await db
    .selectFrom('enrolments')
    .innerJoin('courses', 'courses.id', 'enrolments.course_id')
    .select(['courses.id', 'courses.title', 'enrolments.created_at'])
    .where('enrolments.user_id', '=', id)
    .orderBy('courses.title')
    .execute();
  const { password_hash: hash, ...rest } = user;
  return { ...rest, invited: hash === NO_PASSWORD, active: user.active === 1, enrolled };
}

/** What the audit log keeps of a learner: never the password hash. */
const auditView = (user: { id: string; email: string; first_name: string; last_name: string; active?: number }) => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  active: user.active,
});

async function mailLink(db: Db, email: string, token: string, purpose: InvitePurpose) {
  const link = `${siteConfig.url.replace(/\/$/, '')}${SET_PASSWORD_PATH}?token=${token}`;
  await queueMail(db, setPasswordMail(email, link, purpose));
}

export async function inviteLearner(
  db: Db,
  actor: AuditActor,
  input: { email: string; firstName: string; lastName: string },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const { id, token } = await withAudit(
    db,
    actor,
    { action: 'academy.learner.invite', entity: 'learner' },
    async (trx) => {
      if (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) {
        throw new LearnerChangeError('A learner with this e-mail address already exists.');
      }
      const now = new Date().toISOString();
      const row = {
        id: randomUUID(),
        email,
        password_hash: NO_PASSWORD,
        first_name: input.firstName,
        last_name: input.lastName,
        country: null,
        onboarded: 0,
        created_at: now,
        updated_at: now,
        active: 1,
      };
      await trx.insertInto('users').values(row).execute();
      const invite = await issueInvite(trx, row.id, 'invite');
      return {
        result: { id: row.id, token: invite.token },
        after: { ...auditView(row), invite_expires_at: invite.expiresAt },
        entityId: row.id,
      };
    },
  );
  // Queued after the commit: a failed invitation never leaves a mail for an account that does not exist.
  await mailLink(db, email, token, 'invite');
  return id;
}

async function changeLearner(
  db: Db,
  actor: AuditActor,
  id: string,
  action: string,
  change: (trx: Db, now: string) => Promise<Record<string, unknown>>,
) {
  return withAudit(db, actor, { action, entity: 'learner', entityId: id }, async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new LearnerChangeError('That learner no longer exists.');
    const after = await change(trx, new Date().toISOString());
    return { result: before, before: auditView(before), after: { ...auditView(before), ...after } };
  });
}

/** Deactivation ends every session at once, retires open links, and the sign-in refuses the account. */
export async function setLearnerActive(db: Db, actor: AuditActor, id: string, active: boolean): Promise<void> {
  await changeLearner(
    db,
    actor,
    id,
    active ? 'academy.learner.reactivate' : 'academy.learner.deactivate',
    async (trx, now) => {
      await trx
        .updateTable('users')
        .set({ active: active ? 1 : 0, deactivated_at: active ? null : now, updated_at: now })
        .where('id', '=', id)
        .execute();
      if (!active) {
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
        await retireInvites(trx, id);
      }
      return { active: active ? 1 : 0 };
    },
  );
}

/** A reset: the old password stops working, every session ends, and a new set-password link is mailed. */
export async function resetLearner(db: Db, actor: AuditActor, id: string): Promise<void> {
  let token = '';
  const learner = await changeLearner(db, actor, id, 'academy.learner.reset', async (trx, now) => {
    const current = await trx.selectFrom('users').select('active').where('id', '=', id).executeTakeFirstOrThrow();
    if (current.active !== 1) throw new LearnerChangeError('Reactivate the learner before sending a new link.');
    await trx.updateTable('users').set({ password_hash: NO_PASSWORD, updated_at: now }).where('id', '=', id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    const invite = await issueInvite(trx, id, 'reset');
    token = invite.token;
    return { password: 'reset', link_expires_at: invite.expiresAt };
  });
  await mailLink(db, learner.email, token, 'reset');
}

export async function setEnrolment(
  db: Db,
  actor: AuditActor,
  userId: string,
  courseId: number,
  enrolled: boolean,
): Promise<void> {
  await withAudit(
    db,
    actor,
    { action: enrolled ? 'academy.enrol' : 'academy.unenrol', entity: 'enrolment', entityId: `${userId}:${courseId}` },
    async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      const course = await trx.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
      if (!user || !course) throw new LearnerChangeError('That learner or course no longer exists.');
      const existing = await trx
        .selectFrom('enrolments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
      if (enrolled && !existing) {
        await trx
          .insertInto('enrolments')
          .values({ user_id: userId, course_id: courseId, created_at: new Date().toISOString() })
          .execute();
      } else if (!enrolled && existing) {
        await trx.deleteFrom('enrolments').where('user_id', '=', userId).where('course_id', '=', courseId).execute();
      }
      return {
        result: undefined,
        before: existing ?? null,
        after: enrolled ? { user_id: userId, course_id: courseId } : null,
      };
    },
  );
}
