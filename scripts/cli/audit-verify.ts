/**
 * npm run audit:verify
 * Walks the audit log's hash chain (lib/server/staff/audit-chain.ts) of the database the site is configured for
 * (DATABASE_URL, else the SQLite file) and names the first row that was altered or removed. Reads only; it never
 * migrates (a database without the chain is reported as such). Exit 0 when the chain is intact, 1 when it is not.
 * The head it prints (place and hash of the newest row) is worth keeping outside the database: a later run whose
 * chain no longer contains that row at that place shows rows removed from the end.
 */
import { pendingMigrations } from '@/lib/server/db';
import { verifyAuditChain } from '@/lib/server/staff/audit-chain';
import { runOnConfiguredDatabase } from './configured-database';

runOnConfiguredDatabase('Audit verification failed', async (db, where) => {
  const pending = await pendingMigrations(db);
  if (pending.includes('0021_controlled_content')) {
    console.error(`${where} has no audit chain yet (migration 0021_controlled_content is pending).`);
    return 1;
  }
  const report = await verifyAuditChain(db);
  if (!report.ok) {
    console.error(`${where}: the audit log is NOT intact. ${report.problem}.`);
    console.error(`${report.rows} row(s) before it verified.`);
    return 1;
  }
  console.log(
    report.head
      ? `${where}: the audit log is intact, ${report.rows} row(s). Head: row #${report.head.seq}, hash ${report.head.hash}.`
      : `${where}: the audit log is empty.`,
  );
  return 0;
});
