import 'server-only';
import type { Db } from '@/lib/server/db';
import { withAudit } from '@/lib/server/staff/audit';
import { verifyAuditChain, type AuditChainReport } from '@/lib/server/staff/audit-chain';
import { actorOf, allow, type Staff } from './records';

/**
 * The back office's check of the audit trail (issue 41, item 7): the same walk of the hash chain as
 * `npm run audit:verify`, for a member who may read the trail, from the status page. The check itself is
 * recorded (`audit.verify`, with its outcome), so the trail shows when it was last found intact and by whom;
 * that row is appended after the walk and is not part of what it verified.
 */
export async function checkAuditTrail(db: Db, staff: Staff): Promise<AuditChainReport & { checkedAt: string }> {
  allow(staff, 'audit.read', 'checking the audit trail');
  const report = await verifyAuditChain(db);
  const checkedAt = new Date().toISOString();
  await withAudit(db, actorOf(staff), { action: 'audit.verify', entity: 'audit_log' }, async () => ({
    result: undefined,
    after: report.ok
      ? { intact: true, rows: report.rows, head: report.head }
      : { intact: false, rows: report.rows, seq: report.seq, id: report.id, problem: report.problem },
  }));
  return { ...report, checkedAt };
}
