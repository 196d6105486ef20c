import 'server-only';
import type { Db } from '@/lib/server/db';
import { withAudit } from '@/lib/server/staff/audit';
import { can, isStaffRole } from '@/lib/server/staff/permissions';
import { ControlledRefusal } from './refusal';
import type { Staff } from './records';
import { isMeaning, routingOf } from './signatures';

/**
 * Changes which signatures a class of content needs: the whole list of one class at once, audited with the list
 * before and after (issue 41: a change to the routing is itself audited). The new routing applies to every
 * later signature and publication: an approved version that lacks a signature it now requires is not published.
 */
export async function setRouting(
  db: Db,
  admin: Staff,
  contentClass: string,
  rows: { meaning: string; role: string }[],
  note: string,
): Promise<void> {
  if (!can(admin.role, 'content.routing'))
    throw new ControlledRefusal('not-allowed', 'Your role does not allow changing the signature routing.');
  const problems = rows.flatMap((row) => [
    ...(isMeaning(row.meaning) && row.meaning !== 'authorship' && row.meaning !== 'withdrawal'
      ? []
      : [`"${row.meaning}" is not a meaning to route`]),
    ...(!isStaffRole(row.role)
      ? [`"${row.role}" is not a staff role`]
      : // A signer needs a role that may review (and so an authenticator): never sales or the web editor.
        can(row.role, 'content.review')
        ? []
        : [`the role ${row.role} does not review content, so it cannot sign "${row.meaning}"`]),
  ]);
  if (new Set(rows.map((row) => row.meaning)).size !== rows.length) problems.push('a meaning is listed twice');
  if (rows.length === 0) problems.push('a class needs at least one signature');
  if (!note.trim()) problems.push('say whose decision this routing is (for example the procedure and its version)');
  if (problems.length) throw new ControlledRefusal('invalid', problems.join('\n'), problems);
  await withAudit(
    db,
    { id: admin.id, email: admin.email, ip: admin.ip },
    { action: 'controlled.routing', entity: 'controlled_routing', entityId: contentClass },
    async (trx) => {
      const before = await routingOf(trx, contentClass);
      await trx.deleteFrom('controlled_routing').where('content_class', '=', contentClass).execute();
      for (const [index, row] of rows.entries())
        await trx
          .insertInto('controlled_routing')
          .values({
            content_class: contentClass,
            meaning: row.meaning,
            role: row.role,
            position: index + 1,
            note: note.trim(),
          })
          .execute();
      return { result: undefined, before, after: await routingOf(trx, contentClass) };
    },
  );
}
