/** @jest-environment node */
import { getDb, type Db } from '@/lib/server/db';
import { erasePerson } from '@/lib/server/gdpr/erase';
import type { FileStorage } from '@/lib/server/storage';
import { createStaff } from '@/lib/server/staff/members';
import { listAudit } from '@/lib/server/staff/audit-query';
import { OVERDUE_MAIL_MARKER, sendOverdueReminder } from './overdue-mail';
import {
  countOverdue,
  findRequestableDocument,
  listPaperCopyQueue,
  markPaperCopySent,
  PaperCopyChangeError,
  storePaperCopyRequest,
  summarisePaperCopyQueue,
} from './requests';
import { insertTestDocument } from './test-documents';

const storage: FileStorage = {
  async put() {},
  async putFile() {},
  async get() {
    return undefined;
  },
  async delete() {},
};

const values = (email: string) => ({
  firstName: 'Queue',
  lastName: 'Person',
  email,
  country: 'Italy',
  organisation: undefined,
  address: 'Via Coda 2\n00100 Roma',
  document: 'TEST-IFU-Q',
  language: 'en',
  quantity: 1,
  privacyConsent: true as const,
});

let db: Db;
let actor: { id: string; email: string; ip: string };

beforeAll(async () => {
  db = await getDb();
  await insertTestDocument(db, { code: 'TEST-IFU-Q' });
  const member = await createStaff(
    db,
    { id: 'admin-actor', email: 'boss@example.com', ip: '198.51.100.1' },
    {
      email: 'cs@example.com',
      name: 'Carla Service',
      role: 'customer_service',
      password: 'a long enough password',
    },
  );
  actor = { id: member.id, email: 'cs@example.com', ip: '198.51.100.2' };
});

async function request(email: string, at: Date) {
  const document = (await findRequestableDocument(db, 'TEST-IFU-Q'))!;
  return storePaperCopyRequest(db, document, values(email), at);
}

test('the queue lists overdue requests first, then open ones, then sent ones; overdue follows the date in Rome', async () => {
  const early = await request('early@example.com', new Date('2026-03-01T10:00:00Z'));
  const late = await request('late@example.com', new Date('2026-03-05T10:00:00Z'));
  expect(early.dueOn).toBe('2026-03-08');
  expect(late.dueOn).toBe('2026-03-12');

  // 8 March, 23:59 in Rome: the first is due today, still open.
  const dueDay = new Date('2026-03-08T22:59:00Z');
  let queue = await listPaperCopyQueue(db, {}, dueDay);
  expect(queue.filter((e) => [early.id, late.id].includes(e.leadId)).map((e) => e.state)).toEqual(['open', 'open']);
  // Midnight in Rome: overdue, and listed first.
  const nextDay = new Date('2026-03-08T23:00:00Z');
  queue = await listPaperCopyQueue(db, {}, nextDay);
  expect(queue[0]).toMatchObject({ leadId: early.id, state: 'overdue', address: 'Via Coda 2\n00100 Roma' });
  expect((await listPaperCopyQueue(db, { state: 'overdue' }, nextDay)).map((e) => e.leadId)).toContain(early.id);
  expect((await listPaperCopyQueue(db, { state: 'open' }, nextDay)).map((e) => e.leadId)).not.toContain(early.id);
  expect(await countOverdue(db, nextDay)).toBeGreaterThanOrEqual(1);

  // Marked as sent, audited with the member: no longer overdue.
  await markPaperCopySent(db, actor, early.id, '2026-03-09', new Date('2026-03-09T10:00:00Z'));
  const sent = await listPaperCopyQueue(db, { state: 'sent' }, nextDay);
  expect(sent.find((e) => e.leadId === early.id)).toMatchObject({ sentOn: '2026-03-09', sentBy: 'Carla Service' });
  const audit = await listAudit(db, { action: 'paper_copies.sent' }, 1);
  expect(audit.rows.some((row) => row.entityId === early.id && row.actorEmail === 'cs@example.com')).toBe(true);

  // Twice, in the future or before the request: refused.
  await expect(markPaperCopySent(db, actor, early.id, '2026-03-09')).rejects.toThrow(PaperCopyChangeError);
  await expect(markPaperCopySent(db, actor, late.id, '2026-03-20', new Date('2026-03-10T10:00:00Z'))).rejects.toThrow(
    /future/,
  );
  await expect(markPaperCopySent(db, actor, late.id, '2026-03-04', new Date('2026-03-10T10:00:00Z'))).rejects.toThrow(
    /before the request/,
  );
});

test('the overdue mail goes once a day for all instances, from 07:00 in Rome, through the outbox', async () => {
  await request('overdue-mail@example.com', new Date('2026-06-01T10:00:00Z'));
  const morning = new Date('2026-06-20T05:00:00Z'); // 07:00 in Rome (summer time)
  expect(await sendOverdueReminder(db, new Date('2026-06-20T04:30:00Z'))).toBeUndefined(); // 06:30: too early
  const results = await Promise.all([sendOverdueReminder(db, morning), sendOverdueReminder(db, morning)]);
  expect(results.filter((result) => result !== undefined)).toHaveLength(1);
  expect(await sendOverdueReminder(db, new Date('2026-06-20T15:00:00Z'))).toBeUndefined();
  const marker = await db
    .selectFrom('staff_settings')
    .select('value')
    .where('key', '=', OVERDUE_MAIL_MARKER)
    .executeTakeFirstOrThrow();
  expect(marker.value).toBe('2026-06-20');
  const mails = await db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'paper-copies-overdue').execute();
  expect(mails).toHaveLength(1);
  expect(mails[0]!.to_address).toBe('customerservice@corcym.com');
  expect(mails[0]!.body_text).toMatch(/TEST-IFU-Q \(en\), 1 copy, due 2026-06-08/);
  // Nobody's address in the reminder.
  expect(mails[0]!.body_text).not.toContain('Via Coda');
  // The next day, again once.
  expect(await sendOverdueReminder(db, new Date('2026-06-21T06:00:00Z'))).toBeGreaterThan(0);
});

test('erasing the person removes the queue row with their lead anonymised', async () => {
  const stored = await request('erase-me@example.com', new Date('2026-04-01T10:00:00Z'));
  const row = () => db.selectFrom('paper_copy_requests').select('lead_id').where('lead_id', '=', stored.id).execute();
  expect(await row()).toHaveLength(1);
  await erasePerson(db, storage, actor, 'erase-me@example.com');
  expect(await row()).toHaveLength(0);
  expect((await listPaperCopyQueue(db, { leadId: stored.id })).length).toBe(0);
});

test('deleting a lead outright cascades to its queue row (foreign keys are enforced)', async () => {
  const stored = await request('cascade@example.com', new Date('2026-04-02T10:00:00Z'));
  await db.deleteFrom('leads').where('id', '=', stored.id).execute();
  const rows = await db.selectFrom('paper_copy_requests').select('lead_id').where('lead_id', '=', stored.id).execute();
  expect(rows).toHaveLength(0);
});

test('a request names the exact IFU, its revision of that day and the language asked for, stored with it', async () => {
  const italian = await insertTestDocument(db, { code: 'TEST-IFU-X-it', language: 'it', devices: ['ww/test-x'] });
  const german = await insertTestDocument(db, { code: 'TEST-IFU-X-de', language: 'de', devices: ['ww/test-x'] });
  await db.updateTable('document_revisions').set({ revision: 'B' }).where('id', '=', german.revisionId).execute();
  expect(italian.id).toBeTruthy();
  // Asked on the Italian IFU's page, in German: the German IFU, revision B, is what goes in the envelope.
  const page = (await findRequestableDocument(db, 'TEST-IFU-X-it'))!;
  expect(page.languages).toEqual(['de', 'it']);
  const stored = await storePaperCopyRequest(
    db,
    page,
    { ...values('exact@example.com'), document: 'TEST-IFU-X-it', language: 'de' },
    new Date('2026-05-04T09:00:00Z'),
  );
  // Revision C of the German IFU is published later: the request still names B.
  await db
    .insertInto('document_revisions')
    .values({
      id: 'rev-x-de-c',
      document_id: german.id,
      revision: 'C',
      issue_date: '2026-05-05',
      file_key: null,
      file_name: null,
      file_size: null,
      sha256: null,
      external_url: null,
      change_note: null,
      status: 'published',
      author_id: 'test',
      created_at: '2026-05-05T00:00:00.000Z',
      approver_id: 'test-approver',
      published_at: '2099-01-01T00:00:00.000Z',
    })
    .execute();
  const [entry] = await listPaperCopyQueue(db, { leadId: stored.id });
  expect(entry).toMatchObject({ documentCode: 'TEST-IFU-X-de', revision: 'B', language: 'de' });
  const mail = await db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('body_text', 'like', `%${stored.reference}%`)
    .where('kind', '<>', 'paper-copy-acknowledgement')
    .executeTakeFirstOrThrow();
  expect(mail.body_text).toContain('IFU TEST-IFU-X-de, revision B, German');
});

test('the dashboard summary: requests waiting, how many overdue, the next due date', async () => {
  const clean = async () => db.deleteFrom('paper_copy_requests').execute();
  await clean();
  expect(await summarisePaperCopyQueue(db, new Date('2026-07-01T10:00:00Z'))).toEqual({
    open: 0,
    overdue: 0,
    nextDueOn: null,
  });
  await request('sum-1@example.com', new Date('2026-07-01T10:00:00Z'));
  await request('sum-2@example.com', new Date('2026-07-10T10:00:00Z'));
  expect(await summarisePaperCopyQueue(db, new Date('2026-07-12T10:00:00Z'))).toEqual({
    open: 2,
    overdue: 1,
    nextDueOn: '2026-07-08',
  });
});
