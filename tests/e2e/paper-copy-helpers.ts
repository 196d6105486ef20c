import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { addDays, companyDate, paperCopyDueOn } from '../../lib/paper-copies/due-date';

/**
 * The paper-copy specs' data: a published IFU written straight into the e2e server's database (the document
 * catalogue's back office is another part of the site), and the test clock: a request's dates moved back in the
 * database, since the site itself has no clock a request could set.
 */
export const databasePath = () => readFileSync('.next-e2e/e2e-database-path', 'utf8').trim();

export function insertPublishedIfu(code: string, title: string, language = 'en') {
  const db = new Database(databasePath());
  try {
    // Once per code, whichever worker of the spec gets here first.
    if (db.prepare('select 1 from documents where code = ?').get(code)) return;
    const now = new Date().toISOString();
    const id = randomUUID();
    db.prepare(
      `insert into documents (id, code, kind, language, title, sample, created_by, created_at, updated_at)
       values (?, ?, 'ifu', ?, ?, 0, 'e2e', ?, ?)`,
    ).run(id, code, language, title, now, now);
    db.prepare(
      `insert into document_revisions (id, document_id, revision, issue_date, status, author_id, created_at, approver_id, published_at, sample)
       values (?, ?, 'A', '2026-01-15', 'published', 'e2e', ?, 'e2e-approver', ?, 0)`,
    ).run(randomUUID(), id, now, now);
  } finally {
    db.close();
  }
}

/** The request of this reference as stored: its due date and sending. */
export function storedRequest(reference: string) {
  const db = new Database(databasePath(), { readonly: true });
  try {
    const rows = db.prepare('select lead_id, due_on, requested_at, sent_on from paper_copy_requests').all() as {
      lead_id: string;
      due_on: string;
      requested_at: string;
      sent_on: string | null;
    }[];
    return rows.find((row) => `CR-${row.lead_id.replace(/-/g, '').slice(0, 10).toUpperCase()}` === reference);
  } finally {
    db.close();
  }
}

/** Moves a request `days` back in time, as if it had been made then. */
export function backdate(leadId: string, days: number) {
  const db = new Database(databasePath());
  try {
    const requestedAt = new Date(Date.now() - days * 86_400_000);
    db.prepare('update paper_copy_requests set requested_at = ?, due_on = ? where lead_id = ?').run(
      requestedAt.toISOString(),
      paperCopyDueOn(requestedAt),
      leadId,
    );
    return paperCopyDueOn(requestedAt);
  } finally {
    db.close();
  }
}

export const expectedDueOn = () => addDays(companyDate(new Date()), 7);
