import 'server-only';
import type { Db } from '../db';
import { ERASED } from '../gdpr/subject';
import { redeliverMail, type DeliveryRecord } from '../mail';
import { withAudit, type AuditActor } from '../staff/audit';

export class ResendRefused extends Error {}

/**
 * Staff's "resend": delivers the stored message again through the mail module, then writes the outcome and its
 * audit row together. The mail server is called outside the transaction (it may be slow; the database must not
 * wait on it). The audit row records the delivery state before and after, not the message.
 */
export async function resendOutboxMail(db: Db, actor: AuditActor, id: string): Promise<DeliveryRecord> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['to_address', 'sent_at', 'error'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ResendRefused('There is no such message in the outbox.');
  if (row.to_address === ERASED)
    throw new ResendRefused('This message was erased for privacy; it cannot be sent again.');
  const outcome = await redeliverMail(db, id, async (result) => {
    await withAudit(db, actor, { action: 'outbox.resend', entity: 'mail', entityId: id }, async (trx) => {
      await trx.updateTable('mail_outbox').set(result).where('id', '=', id).execute();
      return { result: undefined, before: { sent_at: row.sent_at, error: row.error }, after: result };
    });
  });
  if (!outcome) throw new ResendRefused('There is no such message in the outbox.');
  return outcome;
}
