import 'server-only';
import { sql } from 'kysely';
import { nowIso, type Db } from '../db';
import type { FileStorage } from '../storage';
import { withAudit, type AuditActor } from '../staff/audit';
import { anonymiseBrochureRequests, anonymiseLeads, anonymiseMail, anonymiseOnboardingSubmissions } from './anonymise';
import { deleteFiles } from './erase';
import { ERASED } from './subject';

/** Kept in the back office's settings table (key/value), beside the other staff settings. */
export const RETENTION_KEY = 'gdpr_retention_months';
/** The automatic run's name in the audit log. */
export const RETENTION_ACTOR: AuditActor = { id: null, email: 'system:retention', ip: null };
const BATCH = 200;

export async function getRetentionMonths(db: Db): Promise<number> {
  const row = await db.selectFrom('staff_settings').select('value').where('key', '=', RETENTION_KEY).executeTakeFirst();
  const months = Number(row?.value ?? 0);
  return Number.isInteger(months) && months > 0 ? months : 0;
}

export async function setRetentionMonths(db: Db, actor: AuditActor, months: number): Promise<void> {
  await withAudit(
    db,
    actor,
    { action: 'gdpr.retention.set', entity: 'setting', entityId: RETENTION_KEY },
    async (trx) => {
      const before = await trx
        .selectFrom('staff_settings')
        .select('value')
        .where('key', '=', RETENTION_KEY)
        .executeTakeFirst();
      await trx.deleteFrom('staff_settings').where('key', '=', RETENTION_KEY).execute();
      await trx
        .insertInto('staff_settings')
        .values({ key: RETENTION_KEY, value: String(months) })
        .execute();
      return { result: undefined, before: { months: Number(before?.value ?? 0) }, after: { months } };
    },
  );
}

/** Calendar months back from `now` (UTC); 31 March minus one month is 3 March, JavaScript's own overflow rule. */
export function retentionCutoff(months: number, now = new Date()): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

export interface RetentionResult {
  months: number;
  cutoff: string | null;
  leads: number;
  brochureRequests: number;
  onboardingSubmissions: number;
  mail: number;
  files: number;
}

/**
 * Anonymises what the forms stored before the cutoff: leads (their notes and files), the brochure and onboarding
 * rows they mirror, and outbox mail of that age (notifications carry the submission). Rows already anonymised
 * are skipped, so each run only touches new ones. Works in batches so a large backlog never holds one long lock;
 * each batch commits with its own audit row (counts only). Months 0: does nothing.
 */
export async function applyRetention(
  db: Db,
  storage: FileStorage,
  actor: AuditActor = RETENTION_ACTOR,
  now = new Date(),
): Promise<RetentionResult> {
  const months = await getRetentionMonths(db);
  const total: RetentionResult = {
    months,
    cutoff: null,
    leads: 0,
    brochureRequests: 0,
    onboardingSubmissions: 0,
    mail: 0,
    files: 0,
  };
  if (months === 0) return total;
  const cutoff = retentionCutoff(months, now);
  total.cutoff = cutoff;
  // An hourly run with nothing to do writes nothing, not even an audit row.
  while (await hasPending(db, cutoff)) {
    const batch = await withAudit(
      db,
      actor,
      { action: 'gdpr.retention.run', entity: 'leads', entityId: null },
      async (trx) => {
        const stamp = nowIso();
        const [leadIds, brochureIds, onboardingIds, mailIds] = await Promise.all([
          expiredIds(trx, 'leads', cutoff, BATCH),
          expiredIds(trx, 'brochure_requests', cutoff, BATCH),
          expiredIds(trx, 'onboarding_submissions', cutoff, BATCH),
          expiredIds(trx, 'mail_outbox', cutoff, BATCH),
        ]);
        const keys = await anonymiseLeads(trx, leadIds, stamp);
        await anonymiseBrochureRequests(trx, brochureIds);
        await anonymiseOnboardingSubmissions(trx, onboardingIds);
        // Past the cutoff every recipient is treated as personal: team addresses are known and need no keeping.
        await anonymiseMail(trx, mailIds, () => true);
        const counts = {
          leads: leadIds.length,
          brochureRequests: brochureIds.length,
          onboardingSubmissions: onboardingIds.length,
          mail: mailIds.length,
          files: keys.length,
        };
        return { result: { counts, keys }, after: { months, cutoff, ...counts } };
      },
    );
    await deleteFiles(storage, batch.keys);
    const { counts } = batch;
    total.leads += counts.leads;
    total.brochureRequests += counts.brochureRequests;
    total.onboardingSubmissions += counts.onboardingSubmissions;
    total.mail += counts.mail;
    total.files += counts.files;
    if (
      counts.leads < BATCH &&
      counts.brochureRequests < BATCH &&
      counts.onboardingSubmissions < BATCH &&
      counts.mail < BATCH
    )
      break;
  }
  return total;
}

async function hasPending(db: Db, cutoff: string): Promise<boolean> {
  const checks = await Promise.all(RETAINED_TABLES.map((table) => expiredIds(db, table, cutoff, 1)));
  return checks.some((ids) => ids.length > 0);
}

/** The tables the forms fill, each with the column that holds ERASED once a row is anonymised. */
const ERASED_COLUMN = {
  leads: 'email',
  brochure_requests: 'email',
  onboarding_submissions: 'email',
  mail_outbox: 'body_text',
} as const;
const RETAINED_TABLES = Object.keys(ERASED_COLUMN) as (keyof typeof ERASED_COLUMN)[];

/** Ids of rows stored before the cutoff and not yet anonymised, at most `limit` of them. */
async function expiredIds(db: Db, table: keyof typeof ERASED_COLUMN, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('created_at', '<', cutoff)
    .where(sql.ref(ERASED_COLUMN[table]), '!=', ERASED)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
