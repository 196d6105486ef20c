import 'server-only';
import type { Db } from '@/lib/server/db';
import { queueMail } from '@/lib/server/mail';

/** Mails every active admin at once, through the outbox (one row each). Answers how many were mailed. */
export async function mailAdmins(db: Db, mail: { kind: string; subject: string; text: string }): Promise<number> {
  const admins = await db
    .selectFrom('staff_users')
    .select('email')
    .where('role', '=', 'admin')
    .where('active', '=', 1)
    .execute();
  for (const admin of admins) await queueMail(db, { ...mail, to: admin.email });
  return admins.length;
}
