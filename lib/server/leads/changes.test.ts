/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { insertLead } from '@/lib/server/leads/repository';
import { listAudit } from '@/lib/server/staff/audit-query';
import { createStaff } from '@/lib/server/staff/members';
import {
  addAuditedLeadNote,
  assignableStaff,
  assignLead,
  changeLeadStatus,
  LeadChangeError,
  leadNotes,
} from './changes';

jest.setTimeout(30_000);

const cli = { id: null, email: 'cli:test', ip: null };
const password = 'a long enough password';
const lead = {
  form: 'contact' as const,
  topic: 'general',
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'anna@example.com',
  country: 'Italy',
  message: 'Hello',
};
let sales = { id: '', email: '' };
let editorId = '';

beforeAll(async () => {
  const db = await getDb();
  const created = await createStaff(db, cli, {
    email: 'sales@example.com',
    name: 'Sam Sales',
    role: 'sales',
    password,
  });
  sales = { id: created.id, email: created.email };
  editorId = (
    await createStaff(db, cli, { email: 'editor@example.com', name: 'Eddie Editor', role: 'editor', password })
  ).id;
});

const actor = () => ({ id: sales.id, email: sales.email, ip: '192.0.2.1' });

test('any status may follow any other, and each change is audited with before and after', async () => {
  const db = await getDb();
  const { id } = await insertLead(db, lead);
  for (const status of ['in_progress', 'done', 'spam', 'new'] as const) await changeLeadStatus(db, actor(), id, status);
  const row = await db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.status).toBe('new');
  const { rows } = await listAudit(db, { action: 'leads.status', entityId: id }, 1);
  // Newest first, even when the four changes share a millisecond.
  expect(rows.map((audit) => JSON.parse(audit.after!).status)).toEqual(['new', 'spam', 'done', 'in_progress']);
  const first = rows.at(-1)!;
  expect(JSON.parse(first.before!)).toMatchObject({ status: 'new' });
  expect(JSON.parse(first.after!)).toMatchObject({ status: 'in_progress' });
  expect(first.actorEmail).toBe(sales.email);
});

test('a lead is assigned only to an active member who may work on leads; nothing is stored otherwise', async () => {
  const db = await getDb();
  const { id } = await insertLead(db, lead);
  expect((await assignableStaff(db)).map((member) => member.email)).toEqual(['sales@example.com']);
  await expect(assignLead(db, actor(), id, editorId)).rejects.toBeInstanceOf(LeadChangeError);
  await expect(assignLead(db, actor(), id, 'no-such-member')).rejects.toBeInstanceOf(LeadChangeError);
  expect(
    (await db.selectFrom('leads').select('assigned_to').where('id', '=', id).executeTakeFirstOrThrow()).assigned_to,
  ).toBeNull();
  expect((await listAudit(db, { action: 'leads.assign', entityId: id }, 1)).total).toBe(0);

  await assignLead(db, actor(), id, sales.id);
  expect(
    (await db.selectFrom('leads').select('assigned_to').where('id', '=', id).executeTakeFirstOrThrow()).assigned_to,
  ).toBe(sales.id);
  await assignLead(db, actor(), id, null);
  expect((await listAudit(db, { action: 'leads.assign', entityId: id }, 1)).total).toBe(2);
});

test('notes are listed with their author and time; a note on a missing lead is refused', async () => {
  const db = await getDb();
  const { id } = await insertLead(db, lead);
  await addAuditedLeadNote(
    db,
    actor(),
    sales.id,
    id,
    'Called back, sending the brochure.',
    new Date('2026-01-02T10:00:00Z'),
  );
  expect(await leadNotes(db, id)).toEqual([
    {
      id: expect.any(String),
      body: 'Called back, sending the brochure.',
      createdAt: '2026-01-02T10:00:00.000Z',
      author: 'Sam Sales',
    },
  ]);
  await expect(addAuditedLeadNote(db, actor(), sales.id, 'missing-lead', 'x')).rejects.toBeInstanceOf(LeadChangeError);
  expect((await listAudit(db, { action: 'leads.note' }, 1)).total).toBe(1);
});
