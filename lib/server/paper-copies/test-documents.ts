import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { DocumentKind, RevisionStatus } from '../db/schema';

/**
 * Tests only: a document of the catalogue with one revision, written straight to the tables (the catalogue's own
 * back office is lib/server/documents, built alongside). Not imported by any page.
 */
export async function insertTestDocument(
  db: Db,
  options: {
    code: string;
    title?: string;
    kind?: DocumentKind;
    language?: string;
    status?: RevisionStatus;
    devices?: string[];
  },
): Promise<{ id: string; revisionId: string }> {
  const now = new Date().toISOString();
  const id = randomUUID();
  const revisionId = randomUUID();
  await db
    .insertInto('documents')
    .values({
      id,
      code: options.code,
      kind: options.kind ?? 'ifu',
      language: options.language ?? 'en',
      title: options.title ?? `Instructions for use ${options.code}`,
      created_by: 'test',
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const device of options.devices ?? [])
    await db.insertInto('document_devices').values({ document_id: id, device_key: device }).execute();
  await db
    .insertInto('document_revisions')
    .values({
      id: revisionId,
      document_id: id,
      revision: 'A',
      issue_date: '2026-01-15',
      file_key: null,
      file_name: null,
      file_size: null,
      sha256: null,
      external_url: null,
      change_note: null,
      status: options.status ?? 'published',
      author_id: 'test',
      created_at: now,
      approver_id: options.status === 'draft' ? null : 'test-approver',
      published_at: options.status === 'draft' ? null : now,
    })
    .execute();
  return { id, revisionId };
}
