import 'server-only';
import type { Db } from '@/lib/server/db';
import { consume } from '@/lib/server/rate-limit';
import { mailAdmins } from '@/lib/server/staff/admin-mail';
import { withAudit } from '@/lib/server/staff/audit';
import { readVerified } from './files';

/** A stored file whose SHA-256 was taken at upload: an IFU revision's PDF or a safety notice's. */
export interface CheckedFile {
  entity: 'document_revision' | 'safety_notice_file';
  entityId: string;
  key: string;
  sha256: string;
  /** What staff read in the log, the audit row and the alert, e.g. "ifu-x-en revision C". */
  label: string;
}

export type CheckedRead =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; status: 404 | 409; reason: 'missing' | 'changed' }
  | { ok: false; status: 429; reason: 'limited'; retryAfterSeconds: number };

/** One audit row, log line and alert per file and reason per hour, however many requests meet it. */
const REPORT_ONCE = { limit: 1, windowMs: 60 * 60_000 };
/** A client meeting refused files faster than this is answered 429 without reading storage again. */
const CLIENT_REFUSALS = { limit: 20, windowMs: 10 * 60_000 };

const actionOf = { document_revision: 'documents.file.refused', safety_notice_file: 'safety_notices.file.refused' };

/**
 * THE integrity check of every stored document served (public IFU and safety-notice downloads, the staff preview
 * of a draft): the file's SHA-256 must match the one taken at upload, or not a byte is sent. A changed file answers
 * 409, a missing one 404, the same for both kinds of document. The first refusal of a file for a reason in an hour
 * writes one audit row (actor `system:document-integrity`), one error line in the log and one mail to the admins;
 * later ones in that hour only count. A client that keeps asking for refused files is limited (429).
 */
export async function readChecked(db: Db, file: CheckedFile, client: string): Promise<CheckedRead> {
  // A good download writes nothing: the client's refusals are only looked at here, and counted below.
  const clientKey = `integrity-client:${client}`;
  const bucket = await db
    .selectFrom('rate_limit_buckets')
    .select(['window_start', 'count'])
    .where('key', '=', clientKey)
    .executeTakeFirst();
  const now = Date.now();
  if (
    bucket &&
    now - Number(bucket.window_start) < CLIENT_REFUSALS.windowMs &&
    Number(bucket.count) >= CLIENT_REFUSALS.limit
  ) {
    const retryAfterSeconds = Math.ceil((Number(bucket.window_start) + CLIENT_REFUSALS.windowMs - now) / 1000);
    return { ok: false, status: 429, reason: 'limited', retryAfterSeconds };
  }
  const verified = await readVerified(file.key, file.sha256);
  if (verified.ok) return verified;
  await consume(db, clientKey, CLIENT_REFUSALS, now);
  const reason = verified.reason;
  const first = await consume(db, `integrity-report:${file.entity}:${file.entityId}:${reason}`, REPORT_ONCE);
  if (first.allowed) {
    const detail = { reason, file: file.label, expected: file.sha256, actual: verified.actual ?? null };
    console.error(JSON.stringify({ level: 'error', event: 'document-integrity', entity: file.entity, ...detail }));
    try {
      await withAudit(
        db,
        { id: null, email: 'system:document-integrity', ip: null },
        { action: actionOf[file.entity], entity: file.entity, entityId: file.entityId },
        async () => ({ result: undefined, after: detail }),
      );
      await mailAdmins(db, {
        kind: 'document-integrity',
        subject: `Document withheld: ${file.label} ${reason === 'missing' ? 'is missing' : 'does not match its checksum'}`,
        text: [
          `The stored file of ${file.label} ${reason === 'missing' ? 'is missing from storage' : 'does not match the SHA-256 recorded at upload'}, so it is not served (answer ${reason === 'missing' ? 404 : 409}).`,
          `Expected SHA-256: ${file.sha256}`,
          `Found: ${verified.actual ?? 'no file'}`,
          '',
          'Restore the file from the backup (docs/operations.md, "Checksum failures") or upload a new revision. This alert is sent at most once an hour per file and reason; the audit log has the refusal.',
        ].join('\n'),
      });
    } catch (error) {
      console.error('[integrity] the refused file could not be audited or alerted', error);
    }
  }
  return { ok: false, status: reason === 'missing' ? 404 : 409, reason };
}
