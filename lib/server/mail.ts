import 'server-only';
import { randomUUID } from 'node:crypto';
import { serverConfig } from './config';
import type { Db } from './db';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of the device-follow mails), kept on the outbox row. */
  headers?: Record<string, string>;
}

/**
 * Every message is first written to the outbox table, so it is recorded whatever happens next. With SMTP_URL
 * set it is then sent through nodemailer; without, it stays in the outbox and is logged.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const id = await writeOutboxRow(db, mail);
  dispatchMail(db, id, mail);
  return id;
}

/**
 * Only the outbox row, so a caller can write it inside its own transaction (a lead and its team mail commit
 * together, or neither does); call `dispatchMail` after the commit.
 */
export async function writeOutboxRow(db: Db, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      kind: mail.kind,
      created_at: new Date().toISOString(),
      sent_at: null,
      error: null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
    })
    .execute();
  return id;
}

/** Sends a committed outbox row in the background, or leaves it in the outbox when no SMTP_URL is set. */
export function dispatchMail(db: Db, id: string, mail: OutgoingMail): void {
  if (!serverConfig.smtpUrl) {
    console.info(`[mail] queued "${mail.subject}" for ${mail.to} (no SMTP_URL: kept in the outbox)`);
    return;
  }
  // Sending happens after the answer; a slow or failing mail server must not fail the visitor's request.
  void deliver(db, id, mail);
}

async function deliver(db: Db, id: string, mail: OutgoingMail) {
  try {
    await transmit(mail);
    await db.updateTable('mail_outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', id).execute();
  } catch (error) {
    console.error(`[mail] sending ${id} failed`, error);
    await db
      .updateTable('mail_outbox')
      .set({ error: String(error).slice(0, 500) })
      .where('id', '=', id)
      .execute();
  }
}

async function transmit(mail: Pick<OutgoingMail, 'to' | 'subject' | 'text' | 'headers'>) {
  const { createTransport } = await import('nodemailer');
  await createTransport(serverConfig.smtpUrl).sendMail({
    from: serverConfig.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.headers && { headers: mail.headers }),
  });
}

/** What a delivery attempt leaves on its outbox row. */
export interface DeliveryRecord {
  sent_at: string | null;
  error: string | null;
}

export const NO_TRANSPORT_ERROR =
  'Not sent: no mail server is configured (SMTP_URL), so the message stays in the outbox.';

/**
 * Delivers an existing outbox row again (staff's "resend"), waiting for the outcome: on success `sent_at` is now
 * and `error` is cleared; on failure `sent_at` keeps any earlier delivery and `error` says why. `record` stores
 * the outcome (by default a plain update; the outbox page passes one that writes it with its audit row).
 * Answers undefined when there is no such row.
 */
export async function redeliverMail(
  db: Db,
  id: string,
  record: (outcome: DeliveryRecord) => Promise<void> = async (outcome) => {
    await db.updateTable('mail_outbox').set(outcome).where('id', '=', id).execute();
  },
): Promise<DeliveryRecord | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'body_text', 'sent_at', 'headers'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  let outcome: DeliveryRecord;
  if (!serverConfig.smtpUrl) {
    outcome = { sent_at: row.sent_at, error: NO_TRANSPORT_ERROR };
  } else {
    try {
      await transmit({
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        ...(row.headers && { headers: JSON.parse(row.headers) as Record<string, string> }),
      });
      outcome = { sent_at: new Date().toISOString(), error: null };
    } catch (error) {
      console.error(`[mail] resending ${id} failed`, error);
      outcome = { sent_at: row.sent_at, error: String(error).slice(0, 500) };
    }
  }
  await record(outcome);
  return outcome;
}

/**
 * The onboarding thank-you. It carries nothing the visitor typed (not even a name): the form is open to anyone,
 * so whatever it echoed could be made to read as the company's own words in a stranger's inbox.
 */
export function thankYouMail(email: string): OutgoingMail {
  return {
    to: email,
    kind: 'onboarding-thank-you',
    subject: 'Thank you for joining the Corcym Academy',
    text: [
      'Hello,',
      '',
      'Thank you for completing your Corcym Academy onboarding. Your details have been received, and your courses are ready in the academy.',
      '',
      'This e-mail confirms your submission. If you did not complete the onboarding form yourself, please let us know at academy@corcym.com.',
      '',
      'Kind regards,',
      'The Corcym Academy team',
    ].join('\n'),
  };
}

/** At most one mail of a kind to one address per day, whoever asks for it and from wherever. */
export const MAIL_PER_ADDRESS = { limit: 1, windowMs: 86_400_000 } as const;
/**
 * The mailbox an address reaches, for that budget only: case and a `+tag` (`x+1@example.org` is delivered to
 * `x@example.org` by every large provider) do not make another mailbox, so they cannot buy another mail a day.
 * The mail still goes to the address as typed.
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at).replace(/\+.*$/, '');
  return `${local || lower.slice(0, at)}${lower.slice(at)}`;
}
export const mailRateKey = (kind: string, email: string) => `mail:${kind}:${mailboxOf(email)}`;

/**
 * A stored message as staff may read or export it: live single-use links (set-password invitations carry
 * `?token=…`) are hidden, so reading the outbox never hands anyone else a way into a learner's account.
 */
export function withoutSecrets(text: string): string {
  return text.replace(/([?&]token=)[A-Za-z0-9_-]+/g, '$1[hidden]');
}
