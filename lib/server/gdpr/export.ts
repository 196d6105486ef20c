import 'server-only';
import type { Db } from '../db';
import type { FileStorage } from '../storage';
import { personalRecords } from './records';
import { withoutSecrets } from '../mail';

/** Files up to this size are included in the export as base64; larger ones are listed with key and size only. */
export const INLINE_ATTACHMENT_BYTES = 1024 * 1024;

function without<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Everything stored about the address, structured by table, for a subject access request. Secrets that are not
 * the person's data and would only help an attacker are left out: password hashes, session ids, download-token
 * hashes and the search column (a copy of fields already exported).
 */
export async function buildExport(db: Db, storage: FileStorage, email: string, now = new Date()) {
  const records = await personalRecords(db, email);
  const attachments = [];
  for (const lead of records.leads) {
    if (!lead.attachment_key) continue;
    const file = await storage.get(lead.attachment_key).catch(() => undefined);
    attachments.push({
      lead_id: lead.id,
      key: lead.attachment_key,
      present: Boolean(file),
      size_bytes: file?.bytes.byteLength ?? null,
      content_type: file?.contentType ?? null,
      base64:
        file && file.bytes.byteLength <= INLINE_ATTACHMENT_BYTES ? Buffer.from(file.bytes).toString('base64') : null,
    });
  }
  return {
    format: 'personal-data-export/1',
    generated_at: now.toISOString(),
    subject_email: email.trim().toLowerCase(),
    tables: {
      leads: records.leads.map((lead) => ({ ...without(lead, 'search_text'), details: parsed(lead.details) })),
      lead_notes: records.leadNotes,
      brochure_requests: records.brochureRequests.map((row) => without(row, 'download_token_hash')),
      onboarding_submissions: records.onboardingSubmissions,
      users: records.users.map((user) => without(user, 'password_hash')),
      sessions: records.sessions.map((session) => without(session, 'id')),
      enrolments: records.enrolments,
      lecture_progress: records.lectureProgress,
      mail_outbox: records.mail.map((row) => ({ ...row, body_text: withoutSecrets(row.body_text) })),
      device_follows: records.deviceFollows.map((row) => ({
        device_key: row.device_key,
        email: row.email,
        status: row.status,
        created_at: row.created_at,
        confirmed_at: row.confirmed_at,
      })),
      rate_limit_windows: records.rateLimitWindows.map((row) => ({ key: row.key })),
    },
    attachments,
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof buildExport>>;
