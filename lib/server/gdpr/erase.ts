import 'server-only';
import { nowIso, type Db } from '../db';
import type { FileStorage } from '../storage';
import { withAudit, type AuditActor } from '../staff/audit';
import { anonymiseBrochureRequests, anonymiseLeads, anonymiseMail, anonymiseOnboardingSubmissions } from './anonymise';
import { personalRecords } from './records';
import { subjectHash } from './subject';

export interface ErasureResult {
  leads: number;
  leadNotes: number;
  brochureRequests: number;
  onboardingSubmissions: number;
  learnerAccounts: number;
  sessions: number;
  enrolments: number;
  lectureProgress: number;
  mail: number;
  deviceFollows: number;
  rateLimitWindows: number;
  files: number;
  /** Files whose deletion failed after the rows were erased (logged; the officer is told). */
  filesFailed: number;
}

/**
 * Erases one person, irreversibly. Form rows and mail are anonymised (kept for counts, see ./anonymise.ts); the
 * learner account is deleted, and with it (foreign-key cascade) its sessions, enrolments and progress; the
 * address's rate-limit windows are deleted. All in one audited transaction, whose audit row holds the
 * address's hash and the counts, never the data. Uploaded files are deleted once that has committed.
 */
export async function erasePerson(
  db: Db,
  storage: FileStorage,
  actor: AuditActor,
  email: string,
): Promise<ErasureResult> {
  const address = email.trim().toLowerCase();
  const hash = await subjectHash(db, address);
  const { counts, keys } = await withAudit(
    db,
    actor,
    { action: 'gdpr.erase', entity: 'person', entityId: hash },
    async (trx) => {
      const records = await personalRecords(trx, address);
      const now = nowIso();
      const leadIds = records.leads.map((row) => row.id);
      const fileKeys = await anonymiseLeads(trx, leadIds, now);
      await anonymiseBrochureRequests(
        trx,
        records.brochureRequests.map((row) => row.id),
      );
      await anonymiseOnboardingSubmissions(
        trx,
        records.onboardingSubmissions.map((row) => row.id),
      );
      await anonymiseMail(
        trx,
        records.mail.map((row) => row.id),
        (to) => to.toLowerCase() === address,
      );
      const userIds = records.users.map((row) => row.id);
      if (userIds.length) await trx.deleteFrom('users').where('id', 'in', userIds).execute();
      const followIds = records.deviceFollows.map((row) => row.id);
      if (followIds.length) await trx.deleteFrom('device_follows').where('id', 'in', followIds).execute();
      const rateKeys = records.rateLimitWindows.map((row) => row.key);
      if (rateKeys.length) await trx.deleteFrom('rate_limit_buckets').where('key', 'in', rateKeys).execute();
      const tally = {
        leads: leadIds.length,
        leadNotes: records.leadNotes.length,
        brochureRequests: records.brochureRequests.length,
        onboardingSubmissions: records.onboardingSubmissions.length,
        learnerAccounts: userIds.length,
        sessions: records.sessions.length,
        enrolments: records.enrolments.length,
        lectureProgress: records.lectureProgress.length,
        mail: records.mail.length,
        deviceFollows: followIds.length,
        rateLimitWindows: rateKeys.length,
        files: fileKeys.length,
      };
      return { result: { counts: tally, keys: fileKeys }, after: { subject_hmac: hash, ...tally } };
    },
  );
  const filesFailed = await deleteFiles(storage, keys);
  return { ...counts, filesFailed };
}

/** Deletes files after the rows that pointed to them are gone; a failure is logged and counted, never thrown. */
export async function deleteFiles(storage: FileStorage, keys: string[]): Promise<number> {
  let failed = 0;
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      failed += 1;
      console.error(`[gdpr] could not delete stored file ${key}`, error);
    }
  }
  return failed;
}
