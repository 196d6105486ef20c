/**
 * Documents for jest tests, made through the back office's own repository (as the document form would), with the
 * fields a test does not care about filled in: an English IFU of Perceval.
 */
import type { createDraftRevision } from '@/lib/server/documents/admin';

type Args = Parameters<typeof createDraftRevision>;

/** An English IFU of Perceval with this code (and title). */
export async function createTestIfu(db: Args[0], actor: Args[1], code: string, title = 'T') {
  // Loaded on first use: a page test sets the globals jsdom lacks before the database driver loads.
  const { createDocument } = await import('@/lib/server/documents/admin');
  const { documentFormSchema } = await import('@/lib/validations/documents');
  return createDocument(
    db,
    actor,
    documentFormSchema.parse({ code, kind: 'ifu', language: 'en', title, devices: ['ww/perceval'] }),
  );
}

/** A draft revision of a document, its fields as the revision form posts them. */
export async function draftRevision(
  db: Args[0],
  actor: Args[1],
  documentId: string,
  fields: { revision: string; issue_date: string; change_note?: string },
  file: Args[4],
) {
  const { createDraftRevision: create } = await import('@/lib/server/documents/admin');
  const { revisionFormSchema } = await import('@/lib/validations/documents');
  return create(db, actor, documentId, revisionFormSchema.parse(fields), file);
}
