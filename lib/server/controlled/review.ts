import 'server-only';
import { nowIso, type Db } from '@/lib/server/db';
import type { ReviewLapsePolicy } from '@/lib/server/db/schema';
import { dispatchMail, writeOutboxRow, type OutgoingMail } from '@/lib/server/mail';
import { withAudit, type AuditActor } from '@/lib/server/staff/audit';
import { can } from '@/lib/server/staff/permissions';
import { ControlledRefusal } from './refusal';
import type { Staff } from './records';
import { routingOf } from './signatures';

/**
 * Review dates (issue 41, item 5). Each version may carry a review-by date; once it passes while the version is
 * effective, the hourly housekeeping records the lapse once (an insert-only row per version), tells the item's
 * owners once (its author and the active members whose role signs its class in the routing), and the dashboard
 * flags the item until a newer version takes its place.
 *
 * What happens beyond that is a per-class setting (`controlled_review_policy.on_review_lapse`):
 * - 'flag': nothing more.
 * - 'withdraw-claims': the lapse is recorded as one whose claims must be withdrawn, and the mail and the dashboard
 *   say so. The software does not take text off a page: which sentences are claims is the company's judgment,
 *   and a version without them is written, reviewed and signed like any other; the page, its safety information
 *   included, stays as signed until then (docs/content.md, "Review dates").
 */
export const REVIEW_LAPSE_POLICIES: readonly ReviewLapsePolicy[] = ['flag', 'withdraw-claims'];
const HOUSEKEEPING: AuditActor = { id: null, email: 'system:housekeeping', ip: null };

/** Undone by the transaction when another instance recorded the lapse first: nothing is sent twice. */
class AlreadyNoticed extends Error {}

export async function reviewPolicyOf(db: Db, contentClass: string) {
  const row = await db
    .selectFrom('controlled_review_policy')
    .selectAll()
    .where('content_class', '=', contentClass)
    .executeTakeFirst();
  return row ?? { content_class: contentClass, on_review_lapse: 'flag' as const, note: 'No setting: flag only.' };
}

/** The item's author (when still active) and the active members of every role its class's routing names. */
async function ownersOf(db: Db, authorId: string | null, contentClass: string): Promise<string[]> {
  const roles = (
    await db.selectFrom('controlled_routing').select('role').where('content_class', '=', contentClass).execute()
  ).map((row) => row.role);
  const members = await db
    .selectFrom('staff_users')
    .select('email')
    .where('active', '=', 1)
    .where((eb) =>
      eb.or([...(roles.length ? [eb('role', 'in', roles)] : []), ...(authorId ? [eb('id', '=', authorId)] : [])]),
    )
    .orderBy('email')
    .execute();
  return [...new Set(members.map((member) => member.email))];
}

function lapseMail(
  to: string,
  version: { key: string; number: number; reviewBy: string },
  policy: ReviewLapsePolicy,
): OutgoingMail {
  const then =
    policy === 'withdraw-claims'
      ? `By the procedure set for this kind of content, its claims must be withdrawn: write a version without them and have it signed. Nothing has been removed from the page; its safety information stays as signed.`
      : 'Review it and have a new version signed, with its next review date.';
  return {
    to,
    kind: 'controlled-review-lapse',
    subject: `Review date passed: ${version.key}, version ${version.number}`,
    text: [
      `The review date of ${version.key}, version ${version.number}, was ${version.reviewBy}. The version is still the one served, and the back office flags it until a newer version replaces it.`,
      '',
      then,
    ].join('\n'),
  };
}

/**
 * The dashboard's flag, and what the housekeeping records: every effective version whose review date has passed
 * by `now`, oldest date first, with when the housekeeping noticed it and the class's policy then (both null until
 * the next hourly run notices it).
 */
export async function lapsedReviews(db: Db, now = new Date()) {
  const rows = await db
    .selectFrom('controlled_versions')
    .innerJoin('controlled_items', 'controlled_items.id', 'controlled_versions.item_id')
    .leftJoin('controlled_review_lapses', 'controlled_review_lapses.version_id', 'controlled_versions.id')
    .select([
      'controlled_items.item_key as key',
      'controlled_items.kind',
      'controlled_items.content_class as contentClass',
      'controlled_versions.id as versionId',
      'controlled_versions.number',
      'controlled_versions.author_id as authorId',
      'controlled_versions.review_by as reviewBy',
      'controlled_review_lapses.noticed_at as noticedAt',
      'controlled_review_lapses.on_review_lapse as onReviewLapse',
    ])
    .where('controlled_versions.state', '=', 'effective')
    .where('controlled_versions.review_by', '<=', now.toISOString())
    .orderBy('controlled_versions.review_by')
    .orderBy('controlled_items.item_key')
    .execute();
  return rows.map((row) => ({ ...row, number: Number(row.number), reviewBy: row.reviewBy! }));
}

/** Records each newly lapsed effective version once and mails its owners; answers the version ids recorded. */
export async function noticeLapsedReviews(db: Db, now = new Date()): Promise<string[]> {
  const lapsed = (await lapsedReviews(db, now)).filter((version) => version.noticedAt === null);
  const recorded: string[] = [];
  for (const version of lapsed) {
    const policy = (await reviewPolicyOf(db, version.contentClass)).on_review_lapse;
    const mails = (await ownersOf(db, version.authorId, version.contentClass)).map((to) =>
      lapseMail(to, version, policy),
    );
    try {
      const queued = await withAudit(
        db,
        HOUSEKEEPING,
        { action: 'controlled.review.lapsed', entity: 'controlled_version', entityId: version.versionId },
        async (trx) => {
          const inserted = await trx
            .insertInto('controlled_review_lapses')
            .values({
              version_id: version.versionId,
              review_by: version.reviewBy,
              noticed_at: nowIso(),
              on_review_lapse: policy,
              notified_json: JSON.stringify(mails.map((mail) => mail.to)),
            })
            .onConflict((conflict) => conflict.column('version_id').doNothing())
            .returning('version_id')
            .executeTakeFirst();
          if (!inserted) throw new AlreadyNoticed();
          const ids: string[] = [];
          for (const mail of mails) ids.push(await writeOutboxRow(trx, mail));
          return {
            result: ids,
            after: { review_by: version.reviewBy, on_review_lapse: policy, notified: mails.map((mail) => mail.to) },
          };
        },
      );
      queued.forEach((id, index) => dispatchMail(db, id, mails[index]!));
      recorded.push(version.versionId);
    } catch (error) {
      if (!(error instanceof AlreadyNoticed)) throw error;
    }
  }
  return recorded;
}

/** Sets what a lapse does for a class; only an admin, audited with the setting before and after. */
export async function setReviewLapsePolicy(
  db: Db,
  admin: Staff,
  contentClass: string,
  policy: string,
  note: string,
): Promise<void> {
  if (!can(admin.role, 'content.routing'))
    throw new ControlledRefusal('not-allowed', 'Your role does not allow changing what a passed review date does.');
  const problems = [
    ...((REVIEW_LAPSE_POLICIES as readonly string[]).includes(policy)
      ? []
      : [`"${policy}" is not a setting (flag or withdraw-claims)`]),
    ...(note.trim() ? [] : ['say whose decision this is (for example the procedure and its version)']),
    ...((await routingOf(db, contentClass)).length ? [] : [`"${contentClass}" is not a class of controlled content`]),
  ];
  if (problems.length) throw new ControlledRefusal('invalid', problems.join('\n'), problems);
  await withAudit(
    db,
    { id: admin.id, email: admin.email, ip: admin.ip },
    { action: 'controlled.review-policy', entity: 'controlled_review_policy', entityId: contentClass },
    async (trx) => {
      const before = await reviewPolicyOf(trx, contentClass);
      const row = { content_class: contentClass, on_review_lapse: policy as ReviewLapsePolicy, note: note.trim() };
      await trx
        .insertInto('controlled_review_policy')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('content_class').doUpdateSet({ on_review_lapse: row.on_review_lapse, note: row.note }),
        )
        .execute();
      return { result: undefined, before, after: row };
    },
  );
}
