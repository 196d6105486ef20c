/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDb } from '@/lib/server/db';
import { insertLead } from '@/lib/server/leads/repository';
import { createMember, staffCookie } from '@/tests/staff-fixtures';
import { getStorage } from '@/lib/server/storage';
import { GET, POST } from './route';

jest.setTimeout(30_000);
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'attachment-test-'));

const cookies: Record<string, string> = {};
const pdf = new TextEncoder().encode('%PDF-1.7\n% a small test file\n%%EOF\n');
let grantId = '';
let contactId = '';

const download = (role: string, id: string) =>
  GET(new Request(`http://localhost/api/admin/leads/${id}/attachment`, { headers: { cookie: cookies[role] ?? '' } }), {
    params: Promise.resolve({ id }),
  });

beforeAll(async () => {
  const db = await getDb();
  for (const role of ['sales', 'editor'] as const) {
    await createMember(`${role}@example.com`, role);
    cookies[role] = await staffCookie(`${role}@example.com`);
  }
  // Sales need an authenticator (roleRequiresTotp): the member enrolled one after this password-only session began.
  await db.updateTable('staff_users').set({ two_factor_enabled: 1 }).where('role', '=', 'sales').execute();
  const person = { topic: null, firstName: 'Gia', lastName: 'Grant', email: 'gia@example.com', country: 'Italy' };
  grantId = (await insertLead(db, { ...person, form: 'grant', attachmentKey: 'grants/test-application.pdf' })).id;
  await getStorage().put('grants/test-application.pdf', pdf, 'application/pdf');
  contactId = (await insertLead(db, { ...person, form: 'contact' })).id;
});

test('staff who may read leads download the PDF as an attachment that nothing caches', async () => {
  const response = await download('sales', grantId);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="grant-application-CR-[0-9A-F]{10}\.pdf"$/,
  );
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
  const audit = await (
    await getDb()
  )
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'leads.attachment')
    .execute();
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ actor_email: 'sales@example.com', entity_type: 'lead', entity_id: grantId });
  expect(JSON.parse(audit[0]!.after_json!)).toEqual({
    file: expect.stringMatching(/^grant-application-/),
    bytes: pdf.byteLength,
  });
});

test('signed out 401, a role without leads.read 403, no PDF for other leads or bad ids (404)', async () => {
  expect((await download('nobody', grantId)).status).toBe(401);
  const editor = await download('editor', grantId);
  expect(editor.status).toBe(403);
  expect(await editor.text()).not.toContain('%PDF');
  expect((await download('sales', contactId)).status).toBe(404);
  expect((await download('sales', '../../etc/passwd')).status).toBe(404);
  expect(POST().status).toBe(405);
  // Refusals and misses took nothing out: only the one download above is in the trail.
  const rows = await (
    await getDb()
  )
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', 'leads.attachment')
    .execute();
  expect(rows).toHaveLength(1);
});
