/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { serverConfig } from '@/lib/server/config';
import { getDb, type Db } from '@/lib/server/db';
import { ERASED } from '@/lib/server/gdpr/subject';
import { NO_TRANSPORT_ERROR } from '@/lib/server/mail';
import { listAudit } from '@/lib/server/staff/audit-query';
import { listOutbox } from './query';
import { ResendRefused, resendOutboxMail } from './resend';

const sendMail = jest.fn();
jest.mock('nodemailer', () => ({ createTransport: () => ({ sendMail }) }));

const actor = { id: 'staff-admin', email: 'admin@example.com', ip: null };
const config = serverConfig as { smtpUrl: string | undefined };

async function message(
  db: Db,
  values: Partial<{ to_address: string; kind: string; sent_at: string | null; error: string | null }> = {},
) {
  const id = randomUUID();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: 'reader@example.com',
      subject: 'Subject',
      body_text: 'Body',
      kind: 'lead-acknowledgement',
      created_at: new Date().toISOString(),
      sent_at: null,
      error: null,
      ...values,
    })
    .execute();
  return id;
}

beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  config.smtpUrl = undefined;
  sendMail.mockReset();
});

test('resend delivers the stored message again and records the outcome with an audit row', async () => {
  const db = await getDb();
  const id = await message(db, { error: 'connection refused' });
  config.smtpUrl = 'smtp://mail.invalid:25';
  sendMail.mockResolvedValue({});
  const outcome = await resendOutboxMail(db, actor, id);
  expect(sendMail).toHaveBeenCalledWith(
    expect.objectContaining({ to: 'reader@example.com', subject: 'Subject', text: 'Body' }),
  );
  expect(outcome.error).toBeNull();
  const row = await db
    .selectFrom('mail_outbox')
    .select(['sent_at', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ sent_at: outcome.sent_at, error: null });
  const audit = (await listAudit(db, { action: 'outbox.resend', entityId: id }, 1)).rows;
  expect(audit).toHaveLength(1);
  expect(JSON.parse(audit[0]!.before!)).toEqual({ sent_at: null, error: 'connection refused' });
});

test('a failed resend keeps the earlier delivery date and says why; without a mail server it says so', async () => {
  const db = await getDb();
  const id = await message(db, { sent_at: '2026-01-01T00:00:00.000Z' });
  config.smtpUrl = 'smtp://mail.invalid:25';
  sendMail.mockRejectedValue(new Error('mailbox unavailable'));
  expect(await resendOutboxMail(db, actor, id)).toEqual({
    sent_at: '2026-01-01T00:00:00.000Z',
    error: 'Error: mailbox unavailable',
  });
  config.smtpUrl = undefined;
  expect(await resendOutboxMail(db, actor, id)).toEqual({
    sent_at: '2026-01-01T00:00:00.000Z',
    error: NO_TRANSPORT_ERROR,
  });
  expect((await listAudit(db, { action: 'outbox.resend', entityId: id }, 1)).total).toBe(2);
});

test('an erased or unknown message is refused and nothing is sent or audited', async () => {
  const db = await getDb();
  const erased = await message(db, { to_address: ERASED });
  config.smtpUrl = 'smtp://mail.invalid:25';
  await expect(resendOutboxMail(db, actor, erased)).rejects.toBeInstanceOf(ResendRefused);
  await expect(resendOutboxMail(db, actor, randomUUID())).rejects.toBeInstanceOf(ResendRefused);
  expect(sendMail).not.toHaveBeenCalled();
  expect((await listAudit(db, { action: 'outbox.resend', entityId: erased }, 1)).total).toBe(0);
});

test('the list filters by kind, state and part of the address (wildcards taken literally) and pages', async () => {
  const db = await getDb();
  await message(db, {
    to_address: 'List_Person@Example.com',
    kind: 'onboarding-thank-you',
    sent_at: '2026-02-01T00:00:00.000Z',
  });
  await message(db, { to_address: 'listxperson@example.com', kind: 'onboarding-thank-you' });
  await message(db, { to_address: 'list_person@example.com', kind: 'onboarding-thank-you', error: 'refused' });
  expect((await listOutbox(db, { address: 'LIST_PERSON' }, 1)).total).toBe(2);
  expect((await listOutbox(db, { address: 'list_person', state: 'sent' }, 1)).rows.map((row) => row.toAddress)).toEqual(
    ['List_Person@Example.com'],
  );
  expect((await listOutbox(db, { address: 'list', state: 'failed', kind: 'onboarding-thank-you' }, 1)).total).toBe(1);
  expect((await listOutbox(db, { address: 'listxperson', state: 'unsent' }, 1)).total).toBe(1);
  for (let index = 0; index < 30; index += 1) await message(db, { kind: 'pager-test' });
  const first = await listOutbox(db, { kind: 'pager-test' }, 1);
  const second = await listOutbox(db, { kind: 'pager-test' }, 2);
  expect([first.total, first.rows.length, second.rows.length]).toEqual([30, 25, 5]);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  expect(new Set([...ids(first.rows), ...ids(second.rows)]).size).toBe(30);
  const oldest = await listOutbox(db, { kind: 'pager-test', sort: 'oldest' }, 2);
  expect(ids(oldest.rows)).toEqual(ids(first.rows).slice(0, 5).reverse());
  const byRecipient = await listOutbox(db, { address: 'list', sort: 'recipient' }, 1);
  expect(byRecipient.rows.map((row) => row.toAddress.toLowerCase())).toEqual([
    'list_person@example.com',
    'list_person@example.com',
    'listxperson@example.com',
  ]);
});
