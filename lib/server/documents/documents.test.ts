/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { documentFormSchema, identifierFormSchema, revisionFormSchema } from '@/lib/validations/documents';
import {
  addIdentifier,
  approveRevision,
  createDocument,
  createDraftRevision,
  DocumentChangeError,
  rejectRevision,
} from './admin';
import { getPublicDocument, searchDocuments } from './public';

const author = { id: 'author-id', email: 'author@example.com', ip: '198.51.100.7' };
const approver = { id: 'approver-id', email: 'approver@example.com', ip: '198.51.100.8' };
const pdf = (n: number) => ({
  key: `documents/test-${n}.pdf`,
  name: `x${n}.pdf`,
  size: 10,
  sha256: String(n).padStart(64, 'a'),
});
const revision = (id: string, date: string) => revisionFormSchema.parse({ revision: id, issue_date: date });

let documentId = '';
beforeAll(async () => {
  const db = await getDb();
  const doc = await createDocument(
    db,
    author,
    documentFormSchema.parse({
      code: 'TEST-IFU-Perceval-en',
      kind: 'ifu',
      language: 'en',
      title: 'Test instructions',
      devices: ['ww/perceval', 'us/perceval'],
    }),
  );
  documentId = doc.id;
  await addIdentifier(
    db,
    author,
    identifierFormSchema.parse({ device: 'ww/perceval', kind: 'udi_di', value: '9520000000011' }),
  );
  await addIdentifier(
    db,
    author,
    identifierFormSchema.parse({ device: 'ww/perceval', kind: 'ref', value: 'TEST-REF-77' }),
  );
});

test('codes are stored in lowercase, and a UDI-DI as a GTIN-14 with its check digit verified', async () => {
  const doc = await (await getDb()).selectFrom('documents').selectAll().where('id', '=', documentId).executeTakeFirst();
  expect(doc?.code).toBe('test-ifu-perceval-en');
  const bad = identifierFormSchema.safeParse({ device: 'ww/perceval', kind: 'udi_di', value: '09520000000012' });
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0]?.message).toMatch(/check digit/);
});

test('a draft is not public; a different member publishes it; the author cannot', async () => {
  const db = await getDb();
  const draft = await createDraftRevision(db, author, documentId, revision('A', '2025-01-10'), pdf(1));
  expect(await getPublicDocument(db, 'test-ifu-perceval-en')).toBeUndefined();
  await expect(approveRevision(db, author, draft.id)).rejects.toThrow(DocumentChangeError);
  await approveRevision(db, approver, draft.id);
  const published = await getPublicDocument(db, 'test-ifu-perceval-en');
  expect(published?.revisions.map((rev) => rev.revision)).toEqual(['A']);
  await expect(approveRevision(db, approver, draft.id)).rejects.toThrow(/already published/);

  const audit = await db.selectFrom('audit_log').selectAll().where('entity_id', '=', draft.id).orderBy('at').execute();
  expect(audit.map((row) => [row.action, JSON.parse(row.after_json ?? '{}').meaning])).toEqual([
    ['documents.revision.upload', 'author'],
    ['documents.revision.approve', 'approver'],
  ]);
});

test('a later published revision supersedes; a rejected one never shows', async () => {
  const db = await getDb();
  const b = await createDraftRevision(db, author, documentId, revision('B', '2026-02-01'), pdf(2));
  const c = await createDraftRevision(db, author, documentId, revision('C', '2026-03-01'), pdf(3));
  await rejectRevision(db, approver, c.id);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await approveRevision(db, approver, b.id);
  const doc = await getPublicDocument(db, 'test-ifu-perceval-en');
  expect(doc?.revisions.map((rev) => rev.revision)).toEqual(['B', 'A']);
  await expect(createDraftRevision(db, author, documentId, revision('A', '2026-04-01'), pdf(4))).rejects.toThrow(
    /already exists/,
  );
});

describe('identifiers, dates and files of a new revision (issue 38.6)', () => {
  let docId = '';
  const now = new Date('2026-06-15T10:00:00Z');
  beforeAll(async () => {
    const doc = await createDocument(
      await getDb(),
      author,
      documentFormSchema.parse({
        code: 'test-ifu-letters-en',
        kind: 'ifu',
        language: 'en',
        title: 'Letters',
        devices: ['ww/perceval'],
      }),
    );
    docId = doc.id;
    const a = await createDraftRevision(await getDb(), author, docId, revision('A', '2026-01-10'), pdf(101), now);
    await approveRevision(await getDb(), approver, a.id);
  });

  test('a rejected draft frees its identifier; the rejection stays in the audit log', async () => {
    const db = await getDb();
    const first = await createDraftRevision(db, author, docId, revision('B', '2026-05-01'), pdf(102), now);
    await rejectRevision(db, approver, first.id);
    const again = await createDraftRevision(db, author, docId, revision('B', '2026-05-02'), pdf(103), now);
    expect(again).toMatchObject({ revision: 'B', status: 'draft' });
    const actions = await db.selectFrom('audit_log').select('action').where('entity_id', '=', first.id).execute();
    expect(actions.map((row) => row.action)).toContain('documents.revision.reject');
    // A draft or published identifier is still used once.
    await expect(
      createDraftRevision(db, author, docId, revision('B', '2026-05-03'), pdf(104), now),
    ).rejects.toMatchObject({
      field: 'revision',
      message: expect.stringMatching(/Revision B already exists \(draft\)/),
    });
    await rejectRevision(db, approver, again.id);
  });

  test('a date of issue in the future, or before the current revision, is refused on its field', async () => {
    const db = await getDb();
    await expect(
      createDraftRevision(db, author, docId, revision('C', '2030-01-01'), pdf(105), now),
    ).rejects.toMatchObject({ field: 'issue_date', message: expect.stringMatching(/in the future/) });
    await expect(
      createDraftRevision(db, author, docId, revision('C', '2025-12-31'), pdf(106), now),
    ).rejects.toMatchObject({
      field: 'issue_date',
      message: expect.stringMatching(/before that of the current revision A \(2026-01-10\)/),
    });
  });

  test('a file identical to a rejected revision is named, with the date it was rejected', async () => {
    const db = await getDb();
    const rejected = await createDraftRevision(db, author, docId, revision('D', '2026-05-05'), pdf(107), now);
    await rejectRevision(db, approver, rejected.id);
    const today = new Date().toISOString().slice(0, 10);
    await expect(
      createDraftRevision(db, author, docId, revision('E', '2026-05-06'), pdf(107), now),
    ).rejects.toMatchObject({
      field: 'file',
      message: expect.stringContaining(`identical to revision D rejected on ${today}`),
    });
  });
});

test('search by device name, REF, UDI-DI, a GS1 code and the document code; a wrong check digit is explained', async () => {
  const db = await getDb();
  const codes = async (q: string) => (await searchDocuments(db, { q })).documents.map((doc) => doc.code);
  expect(await codes('perceval')).toContain('test-ifu-perceval-en');
  expect(await codes('test-ref-77')).toContain('test-ifu-perceval-en');
  expect(await codes('09520000000011')).toContain('test-ifu-perceval-en');
  expect(await codes('(01)09520000000011(17)281231(10)LOT1')).toContain('test-ifu-perceval-en');
  expect(await codes(']d2010952000000001117281231\x1d10LOT1')).toContain('test-ifu-perceval-en');
  expect(await codes('TEST-IFU')).toContain('test-ifu-perceval-en');
  expect(await codes('09520000000028')).toEqual([]);
  expect(await searchDocuments(db, { q: '09520000000012' })).toMatchObject({
    problem: expect.stringMatching(/check digit/),
  });
  expect((await searchDocuments(db, { q: 'perceval', lang: 'de' })).documents).toEqual([]);
  expect((await searchDocuments(db, { q: 'perceval', kind: 'sscp' })).documents).toEqual([]);
});
