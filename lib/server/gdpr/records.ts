import 'server-only';
import { sql } from 'kysely';
import type { Db } from '../db';
import { subjectHash } from '../server-secret';
import { mailboxOf } from '../mail';
import { followsOf } from '../follow/subscriptions';

/**
 * Every row about one person, table by table. An address matches whatever its case in the row (lower() is the
 * same function on SQLite and PostgreSQL). Mail matches when the person is the recipient or when their address
 * appears in the body (team notifications carry the whole submission).
 */
export async function personalRecords(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  const byEmail = sql<string>`lower(email)`;
  const leads = await db.selectFrom('leads').selectAll().where(byEmail, '=', address).orderBy('created_at').execute();
  const leadIds = leads.map((lead) => lead.id);
  const leadNotes = leadIds.length
    ? await db.selectFrom('lead_notes').selectAll().where('lead_id', 'in', leadIds).orderBy('created_at').execute()
    : [];
  const brochureRequests = await db
    .selectFrom('brochure_requests')
    .selectAll()
    .where(byEmail, '=', address)
    .orderBy('created_at')
    .execute();
  const users = await db.selectFrom('users').selectAll().where(byEmail, '=', address).execute();
  const userIds = users.map((user) => user.id);
  // A learner's onboarding rows belong to them even if they typed another address on the form.
  const onboardingSubmissions = await db
    .selectFrom('onboarding_submissions')
    .selectAll()
    .where((eb) =>
      userIds.length ? eb.or([eb(byEmail, '=', address), eb('user_id', 'in', userIds)]) : eb(byEmail, '=', address),
    )
    .orderBy('created_at')
    .execute();
  const sessions = userIds.length
    ? await db.selectFrom('sessions').selectAll().where('user_id', 'in', userIds).orderBy('created_at').execute()
    : [];
  const enrolments = userIds.length
    ? await db.selectFrom('enrolments').selectAll().where('user_id', 'in', userIds).orderBy('created_at').execute()
    : [];
  const lectureProgress = userIds.length
    ? await db
        .selectFrom('lecture_progress')
        .selectAll()
        .where('user_id', 'in', userIds)
        .orderBy('updated_at')
        .execute()
    : [];
  const mail = await mailAbout(db, address);
  // Device follows (lib/server/follow): by the address, or by the mailbox it reaches (one row per device and mailbox).
  const deviceFollows = await followsOf(db, address);
  const rateLimitWindows = await rateWindowsAbout(db, address);
  return {
    leads,
    leadNotes,
    brochureRequests,
    onboardingSubmissions,
    users,
    sessions,
    enrolments,
    lectureProgress,
    mail,
    deviceFollows,
    rateLimitWindows,
  };
}

export type PersonalRecords = Awaited<ReturnType<typeof personalRecords>>;

/**
 * LIKE treats '_' (common in addresses) as a wildcard, so the body match may over-select; the exact substring
 * test afterwards keeps only real matches. LIKE on lower() text is portable; ILIKE is not.
 */
async function mailAbout(db: Db, address: string) {
  const candidates = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(to_address)`, '=', address),
        eb(sql<string>`lower(body_text)`, 'like', `%${address}%`),
      ]),
    )
    .orderBy('created_at')
    .execute();
  return candidates.filter((row) => row.to_address.toLowerCase() === address || mentions(row.body_text, address));
}

/**
 * Whether a text names exactly this address, not a longer one that ends or starts with it: a request for
 * n@example.com must not reach john@example.com's message.
 */
export function mentions(text: string, address: string): boolean {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`, 'i').test(text);
}

/**
 * Rate-limit windows about the address: keyed by its keyed hash (sign-in counters, `login-account-ip:<hash>:<ip>`,
 * `staff-sign-in:account:<hash>:<ip>`), or by the address itself (the one-mail-a-day rule, `mail:<kind>:<address>`,
 * and sign-in counters written before they were hashed). LIKE's '_' wildcard may over-select; the exact segment
 * test keeps only real matches.
 */
async function rateWindowsAbout(db: Db, address: string) {
  const hash = await subjectHash(db, address);
  // The one-mail-a-day rule counts the mailbox (lib/server/mail.ts: case and a +tag dropped).
  const mailbox = mailboxOf(address);
  const rows = await db
    .selectFrom('rate_limit_buckets')
    .select(['key', 'window_start'])
    .where((eb) =>
      eb.or([
        eb('key', 'like', `%:${hash}`),
        eb('key', 'like', `%:${hash}:%`),
        eb(sql<string>`lower(key)`, 'like', `%:${address}`),
        eb(sql<string>`lower(key)`, 'like', `%:${address}:%`),
        eb(sql<string>`lower(key)`, 'like', `mail:%:${mailbox}`),
      ]),
    )
    .orderBy('window_start')
    .execute();
  return rows.filter((row) => {
    const key = row.key.toLowerCase();
    if (key.startsWith('mail:') && key.endsWith(`:${mailbox}`)) return true;
    return [hash, address].some((part) => key.endsWith(`:${part}`) || key.includes(`:${part}:`));
  });
}

export interface RecordGroup {
  kind: string;
  label: string;
  count: number;
  first: string | null;
  last: string | null;
}

const span = (dates: string[]) => {
  const sorted = dates.filter(Boolean).sort();
  return { first: sorted[0] ?? null, last: sorted[sorted.length - 1] ?? null };
};

/** The summary the privacy page shows: one line per kind of record, with counts and the date range. */
export function summarise(records: PersonalRecords): RecordGroup[] {
  const groups: [string, string, string[]][] = [
    ['leads', 'Form submissions (leads inbox)', records.leads.map((row) => row.created_at)],
    ['lead_notes', 'Staff notes on those submissions', records.leadNotes.map((row) => row.created_at)],
    ['attachments', 'Uploaded files', records.leads.filter((row) => row.attachment_key).map((row) => row.created_at)],
    ['brochure_requests', 'Brochure requests', records.brochureRequests.map((row) => row.created_at)],
    [
      'onboarding_submissions',
      'Academy onboarding submissions',
      records.onboardingSubmissions.map((row) => row.created_at),
    ],
    ['users', 'Academy learner account', records.users.map((row) => row.created_at)],
    ['sessions', 'Academy sign-in sessions', records.sessions.map((row) => row.created_at)],
    ['enrolments', 'Course enrolments', records.enrolments.map((row) => row.created_at)],
    ['lecture_progress', 'Lecture progress', records.lectureProgress.map((row) => row.updated_at)],
    ['mail_outbox', 'E-mails sent to or about the address', records.mail.map((row) => row.created_at)],
    ['device_follows', 'Devices followed by e-mail', records.deviceFollows.map((row) => row.created_at)],
    [
      'rate_limit_buckets',
      'Sign-in and e-mail rate-limit counters',
      records.rateLimitWindows.map((row) => new Date(Number(row.window_start)).toISOString()),
    ],
  ];
  return groups.map(([kind, label, dates]) => ({ kind, label, count: dates.length, ...span(dates) }));
}

export const totalRecords = (groups: RecordGroup[]) => groups.reduce((sum, group) => sum + group.count, 0);
