/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'eifu-file-test-'));

import { getDb } from '@/lib/server/db';
import { approveRevision } from '@/lib/server/documents/admin';
import { storeRevisionPdf } from '@/lib/server/documents/files';
import { samplePdf } from '@/lib/server/seed/sample-pdf';
import { createTestIfu, draftRevision } from '@/tests/document-fixtures';
import { GET } from './route';

const author = { id: 'author-id', email: 'author@example.com', ip: null };
const approver = { id: 'approver-id', email: 'approver@example.com', ip: null };
let key = '';
let revisionId = '';

const get = (client: string) =>
  GET(new Request('http://localhost/eifu/test-ifu-integrity-en/A/file', { headers: { 'x-forwarded-for': client } }), {
    params: Promise.resolve({ code: 'test-ifu-integrity-en', revision: 'A' }),
  });

beforeAll(async () => {
  const db = await getDb();
  const doc = await createTestIfu(db, author, 'test-ifu-integrity-en', 'Integrity');
  const stored = await storeRevisionPdf(samplePdf('IFU', [['text']]));
  key = stored.key;
  const draft = await draftRevision(
    db,
    author,
    doc.id,
    { revision: 'A', issue_date: '2026-01-01' },
    { ...stored, name: 'a.pdf' },
  );
  revisionId = draft.id;
  await approveRevision(db, approver, draft.id);
});

test('a changed IFU answers 409 to every visitor, with one audit row and one log line in the hour', async () => {
  expect((await get('203.0.113.10')).status).toBe(200);
  await writeFile(join(process.env.UPLOAD_DIR!, key), samplePdf('Changed', [['changed']]));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const client of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) expect((await get(client)).status).toBe(409);
  const rows = await (
    await getDb()
  )
    .selectFrom('audit_log')
    .select('action')
    .where('entity_id', '=', revisionId)
    .where('action', '=', 'documents.file.refused')
    .execute();
  expect(rows).toHaveLength(1);
  expect(error.mock.calls.filter(([line]) => String(line).includes('document-integrity'))).toHaveLength(1);
  error.mockRestore();
});

test('a client that keeps asking for a refused file is limited (429)', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const answers: number[] = [];
  for (let i = 0; i < 25; i++) answers.push((await get('203.0.113.20')).status);
  expect(answers.slice(0, 20).every((status) => status === 409)).toBe(true);
  expect(answers.at(-1)).toBe(429);
  error.mockRestore();
});
