/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/server/db';
import { leadSearchText } from '@/lib/server/leads/repository';
import { createMember, staffCookie } from '@/tests/staff-fixtures';
import { GET } from './route';

jest.setTimeout(60_000);

const ROWS = 20_000;
const cookies: Record<string, string> = {};

const exportRequest = (role: string, query = '') =>
  GET(new Request(`http://localhost/api/admin/leads/export${query}`, { headers: { cookie: cookies[role] ?? '' } }), {
    params: Promise.resolve({}),
  } as never);

function leadRow(index: number, overrides: Partial<Record<string, string>> = {}) {
  const id = randomUUID();
  const input = {
    form: (index % 2 ? 'contact' : 'grant') as 'contact' | 'grant',
    topic: 'general',
    firstName: overrides.first_name ?? `First${index}`,
    lastName: overrides.last_name ?? `Last${index}`,
    email: `person${index}@example.com`,
    country: 'Italy',
    organisation: 'Hospital',
    message: overrides.message ?? `Message ${index}`,
  };
  const createdAt = overrides.created_at ?? new Date(Date.UTC(2025, 0, 1) + index * 1000).toISOString();
  return {
    id,
    form: input.form,
    topic: input.topic,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    country: input.country,
    organisation: input.organisation,
    message: input.message,
    details: '{}',
    attachment_key: null,
    status: 'new' as const,
    assigned_to: null,
    created_at: createdAt,
    updated_at: createdAt,
    search_text: leadSearchText(id, input),
  };
}

beforeAll(async () => {
  const db = await getDb();
  for (const role of ['sales', 'editor'] as const) {
    await createMember(`${role}@example.com`, role);
  }
  cookies.sales = await staffCookie('sales@example.com');
  cookies.editor = await staffCookie('editor@example.com');
  // Sales need an authenticator (roleRequiresTotp): the member enrolled one after this password-only session began.
  await db.updateTable('staff_users').set({ two_factor_enabled: 1 }).where('role', '=', 'sales').execute();
  for (let start = 0; start < ROWS; start += 500) {
    await db
      .insertInto('leads')
      .values(Array.from({ length: 500 }, (_, offset) => leadRow(start + offset)))
      .execute();
  }
});

test('refused without a session (401) and for a role without leads.export (403), in the envelope', async () => {
  const anonymous = await exportRequest('nobody');
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({ success: false, code: 401 });
  const editor = await exportRequest('editor');
  expect(editor.status).toBe(403);
  expect(editor.headers.get('content-type')).toContain('application/json');
});

test('streams: the first rows arrive before the rest are read, and rows written meanwhile still come out', async () => {
  const response = await exportRequest('sales');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(response.headers.get('cache-control')).toBe('private, no-store');

  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  // The BOM and header, then one page: far fewer than all rows.
  for (let chunk = 0; chunk < 2; chunk += 1) text += decoder.decode((await reader.read()).value, { stream: true });
  const firstRecords = text.split('\r\n').length - 2;
  expect(firstRecords).toBeGreaterThan(0);
  expect(firstRecords).toBeLessThanOrEqual(1000);

  // A lead older than all others sorts last (newest first): it is only in the file if rows are read as the
  // download proceeds, not all at the start.
  const db = await getDb();
  await db
    .insertInto('leads')
    .values(leadRow(ROWS + 1, { last_name: 'Latecomer', created_at: '2000-01-01T00:00:00.000Z' }))
    .execute();

  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  const records = text.trimEnd().split('\r\n');
  expect(records).toHaveLength(1 + ROWS + 1);
  expect(records.at(-1)).toContain('Latecomer');
});

test('UTF-8 with BOM, a header row, only the filtered rows, quoted and protected against formulas', async () => {
  const db = await getDb();
  await db
    .insertInto('leads')
    .values([
      leadRow(ROWS + 2, {
        first_name: 'Zoë',
        last_name: 'Quotey, "Jr"',
        message: '=HYPERLINK("http://evil.example","x")\nsecond line',
      }),
      leadRow(ROWS + 3, { first_name: 'Zoë', last_name: '+Plus', message: '@SUM(A1)' }),
    ])
    .execute();
  const response = await exportRequest('sales', '?q=zo%C3%AB&sort=name&dir=asc');
  const audit = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'leads.export')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(audit).toMatchObject({ actor_email: 'sales@example.com', entity_type: 'leads' });
  expect(JSON.parse(audit.after_json!)).toEqual({ filters: { q: 'zoë', sort: 'name', dir: 'asc' }, rows: 2 });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  const [header, ...rest] = text.split('\r\n');
  expect(header).toBe(
    'Reference,Received (UTC),Form,Topic,Status,First name,Last name,Email,Country,Organisation,Message,' +
      'Brochure,Order reference,Amount requested,Attachment size (bytes),Marketing consent,Privacy consent,' +
      'Learner account,Other details,Assigned to,Has attachment,Last changed (UTC)',
  );
  expect(rest.at(-1)).toBe('');
  const body = rest.slice(0, -1).join('\r\n');
  // Two records (the quoted message keeps its line break inside quotes), sorted by last name: '+Plus' first.
  expect(body).toContain(`,Zoë,'+Plus,`);
  expect(body).toContain(`,'@SUM(A1),`);
  expect(body).toContain(`,Zoë,"Quotey, ""Jr""",`);
  expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")\nsecond line"`);
  expect(body.indexOf('+Plus')).toBeLessThan(body.indexOf('Quotey'));
  expect(body.split('\r\n')).toHaveLength(2);
});
