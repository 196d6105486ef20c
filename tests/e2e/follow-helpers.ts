import Database from 'better-sqlite3';
import { databasePath } from './paper-copy-helpers';

/** The follow specs read the mails the site queued (kept in its outbox: the e2e server has no SMTP_URL). */
export function lastMailTo(
  address: string,
  kind: string,
): { body: string; headers: Record<string, string> } | undefined {
  const db = new Database(databasePath(), { readonly: true });
  try {
    const row = db
      .prepare(
        'select body_text, headers from mail_outbox where to_address = ? and kind = ? order by created_at desc limit 1',
      )
      .get(address, kind) as { body_text: string; headers: string | null } | undefined;
    return row && { body: row.body_text, headers: row.headers ? JSON.parse(row.headers) : {} };
  } finally {
    db.close();
  }
}

export function mailsTo(address: string): number {
  const db = new Database(databasePath(), { readonly: true });
  try {
    return (db.prepare('select count(*) as n from mail_outbox where to_address = ?').get(address) as { n: number }).n;
  } finally {
    db.close();
  }
}

export function followStatus(address: string): string[] {
  const db = new Database(databasePath(), { readonly: true });
  try {
    return (db.prepare('select status from device_follows where email = ?').all(address) as { status: string }[]).map(
      (row) => row.status,
    );
  } finally {
    db.close();
  }
}

/** The path and query of the first link in a mail that starts with `path`. */
export function linkIn(body: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+)`).exec(body);
  if (!match) throw new Error(`no ${path} link in:\n${body}`);
  return match[1]!;
}
