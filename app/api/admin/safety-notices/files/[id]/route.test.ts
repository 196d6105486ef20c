/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

jest.setTimeout(30_000);
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'staff-notice-file-test-'));

import { getDb } from '@/lib/server/db';
import { createNoticeDraft } from '@/lib/server/safety-notices/admin';
import { samplePdf } from '@/lib/server/seed/sample-pdf';
import { createMember, staffCookie } from '@/tests/staff-fixtures';
import { GET } from './route';
import { GET as publicGET } from '@/app/(site)/safety-notices/files/[id]/route';

const cookies: Record<string, string> = {};
const pdf = samplePdf('Draft notice', [['draft text']]);
let fileId = '';
let fileKey = '';

const get = (who: string, query = '') =>
  GET(
    new Request(`http://localhost/api/admin/safety-notices/files/${fileId}${query}`, {
      headers: { cookie: cookies[who] ?? '', 'x-forwarded-for': '198.51.100.30' },
    }),
    { params: Promise.resolve({ id: fileId }) },
  );

beforeAll(async () => {
  const db = await getDb();
  const ids: Record<string, string> = {};
  for (const role of ['regulatory', 'editor'] as const) {
    const created = await createMember(`${role}@example.com`, role);
    ids[role] = created.id;
    cookies[role] = await staffCookie(`${role}@example.com`);
  }
  // Regulatory members must use an authenticator app: this one has, after signing in (the cookie is enough here).
  await db.updateTable('staff_users').set({ two_factor_enabled: 1 }).where('id', '=', ids.regulatory!).execute();
  const id = await createNoticeDraft(
    db,
    { id: ids.regulatory!, email: 'regulatory@example.com', ip: null },
    { reference: 'FSN-DRAFT-9', title: 'Draft', summary: 'Draft.', issuedOn: '2026-02-01', countries: ['IT'] },
    [{ deviceKey: 'ww/perceval', udiDi: null, ranges: [{ kind: 'serial', first: 'SN1', last: 'SN2' }] }],
    [{ language: 'en', bytes: pdf }],
  );
  const row = await db
    .selectFrom('safety_notice_files')
    .select(['id', 'file_key'])
    .where('notice_id', '=', id)
    .executeTakeFirstOrThrow();
  fileId = row.id;
  fileKey = row.file_key;
});

test('the approver reads a draft notice PDF inline, or downloads it; nothing caches it', async () => {
  const inline = await get('regulatory');
  expect(inline.status).toBe(200);
  expect(inline.headers.get('content-type')).toBe('application/pdf');
  expect(inline.headers.get('content-disposition')).toBe('inline; filename="FSN-DRAFT-9-en.pdf"');
  expect(inline.headers.get('cache-control')).toBe('private, no-store');
  expect(new Uint8Array(await inline.arrayBuffer())).toEqual(pdf);
  const download = await get('regulatory', '?download=1');
  expect(download.headers.get('content-disposition')).toBe('attachment; filename="FSN-DRAFT-9-en.pdf"');
});

test('signed out: 401; a role without the document centre: 403; the public route: 404 for a draft', async () => {
  expect((await get('nobody')).status).toBe(401);
  expect((await get('editor')).status).toBe(403);
  const response = await publicGET(new Request(`http://localhost/safety-notices/files/${fileId}`), {
    params: Promise.resolve({ id: fileId }),
  });
  expect(response.status).toBe(404);
});

test('a draft changed in storage is withheld from staff too (409), audited once', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await writeFile(join(process.env.UPLOAD_DIR!, fileKey), samplePdf('Changed', [['changed']]));
  expect((await get('regulatory')).status).toBe(409);
  expect((await get('regulatory')).status).toBe(409);
  const rows = await (
    await getDb()
  )
    .selectFrom('audit_log')
    .select('action')
    .where('entity_id', '=', fileId)
    .where('action', '=', 'safety_notices.file.refused')
    .execute();
  expect(rows).toHaveLength(1);
  error.mockRestore();
});
