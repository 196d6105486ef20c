import 'server-only';
import { createHash } from 'node:crypto';
import { deviceByKey, devicesNamed, gtinIn } from '@/lib/safety-notices/device-input';
import { inRange, type RangeKind } from '@/lib/safety-notices/ranges';
import type { Db } from '../db';
import type { SafetyNoticeStatus } from '../db/schema';
import { readChecked } from '../documents/integrity';

/** Published notices: open or closed. Drafts and rejected drafts are never public. */
export const PUBLIC_STATUSES: SafetyNoticeStatus[] = ['open', 'closed'];

export interface NoticeDevice {
  id: string;
  deviceKey: string;
  name: string;
  path: string | null;
  udiDi: string | null;
  ranges: { kind: RangeKind; first: string; last: string }[];
}

export interface NoticeFile {
  id: string;
  language: string;
  fileName: string;
  fileSize: number;
}

export interface Notice {
  id: string;
  reference: string;
  title: string;
  summary: string;
  issuedOn: string;
  countries: string[];
  status: SafetyNoticeStatus;
  sample: boolean;
  authorId: string;
  approverId: string | null;
  publishedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  devices: NoticeDevice[];
  files: NoticeFile[];
}

const parseCountries = (value: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** Notices with their devices, ranges and files; `where` picks them (by status or id). */
export async function loadNotices(
  db: Db,
  where: { statuses?: SafetyNoticeStatus[]; id?: string; deviceKey?: string },
): Promise<Notice[]> {
  let query = db.selectFrom('safety_notices').selectAll();
  if (where.statuses) query = query.where('status', 'in', where.statuses);
  if (where.id) query = query.where('id', '=', where.id);
  if (where.deviceKey)
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('safety_notice_devices').select('notice_id').where('device_key', '=', where.deviceKey!),
    );
  const notices = await query.orderBy('issued_on', 'desc').orderBy('reference', 'asc').execute();
  if (notices.length === 0) return [];
  const ids = notices.map((notice) => notice.id);
  const [deviceRows, files] = await Promise.all([
    db.selectFrom('safety_notice_devices').selectAll().where('notice_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('safety_notice_files')
      .select(['id', 'notice_id', 'language', 'file_name', 'file_size'])
      .where('notice_id', 'in', ids)
      .orderBy('language')
      .execute(),
  ]);
  const ranges = deviceRows.length
    ? await db
        .selectFrom('safety_notice_ranges')
        .selectAll()
        .where(
          'notice_device_id',
          'in',
          deviceRows.map((row) => row.id),
        )
        .orderBy('first')
        .execute()
    : [];
  return notices.map((notice) => ({
    id: notice.id,
    reference: notice.reference,
    title: notice.title,
    summary: notice.summary,
    issuedOn: notice.issued_on,
    countries: parseCountries(notice.countries),
    status: notice.status,
    sample: notice.sample === 1,
    authorId: notice.author_id,
    approverId: notice.approver_id,
    publishedAt: notice.published_at,
    closedAt: notice.closed_at,
    createdAt: notice.created_at,
    devices: deviceRows
      .filter((row) => row.notice_id === notice.id)
      .map((row) => {
        const device = deviceByKey(row.device_key);
        return {
          id: row.id,
          deviceKey: row.device_key,
          name: device?.label ?? row.device_key,
          path: device?.path ?? null,
          udiDi: row.udi_di,
          ranges: ranges
            .filter((range) => range.notice_device_id === row.id)
            .map((range) => ({ kind: range.kind, first: range.first, last: range.last })),
        };
      }),
    files: files
      .filter((file) => file.notice_id === notice.id)
      .map((file) => ({ id: file.id, language: file.language, fileName: file.file_name, fileSize: file.file_size })),
  }));
}

/** The public register: open notices first, then closed ones, newest first within each. */
export async function listPublicNotices(db: Db): Promise<Notice[]> {
  const notices = await loadNotices(db, { statuses: PUBLIC_STATUSES });
  return [...notices.filter((n) => n.status === 'open'), ...notices.filter((n) => n.status === 'closed')];
}

/** The open notices that name a device: what its page shows. */
export async function openNoticesFor(db: Db, deviceKey: string): Promise<Notice[]> {
  return loadNotices(db, { statuses: ['open'], deviceKey });
}

export type CheckResult =
  | { status: 'listed'; notices: { reference: string; title: string; status: SafetyNoticeStatus; sample: boolean }[] }
  | { status: 'not-listed' }
  | { status: 'unknown-device' };

/**
 * Is this lot or serial number of this device in a published notice? The device is a catalogue name, a UDI-DI or a
 * GS1 string with (01); the number is compared with each affected range (lib/safety-notices/ranges.ts). Nothing
 * here logs or stores what was typed.
 */
export async function checkNumber(db: Db, deviceTyped: string, numberTyped: string): Promise<CheckResult> {
  const gtin = gtinIn(deviceTyped);
  const keys = new Set(devicesNamed(deviceTyped).map((device) => device.key));
  if (gtin) {
    const identified = await db
      .selectFrom('device_identifiers')
      .select('device_key')
      .where('kind', '=', 'udi_di')
      .where('value', '=', gtin)
      .execute();
    for (const row of identified) keys.add(row.device_key);
  }
  if (keys.size === 0 && !gtin) return { status: 'unknown-device' };
  const rows = await db
    .selectFrom('safety_notice_devices as d')
    .innerJoin('safety_notices as n', 'n.id', 'd.notice_id')
    .innerJoin('safety_notice_ranges as r', 'r.notice_device_id', 'd.id')
    .select(['n.reference', 'n.title', 'n.status', 'n.sample', 'r.first', 'r.last'])
    .where('n.status', 'in', PUBLIC_STATUSES)
    .where((eb) => {
      const named = [...keys];
      const conditions = [];
      if (named.length) conditions.push(eb('d.device_key', 'in', named));
      if (gtin) conditions.push(eb('d.udi_di', '=', gtin));
      return eb.or(conditions);
    })
    .execute();
  const listed = new Map<string, { reference: string; title: string; status: SafetyNoticeStatus; sample: boolean }>();
  for (const row of rows) {
    if (inRange(numberTyped, row)) {
      listed.set(row.reference, {
        reference: row.reference,
        title: row.title,
        status: row.status,
        sample: row.sample === 1,
      });
    }
  }
  return listed.size ? { status: 'listed', notices: [...listed.values()] } : { status: 'not-listed' };
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export type NoticeFileAnswer =
  | { ok: true; bytes: Uint8Array; fileName: string }
  | { ok: false; status: 404 | 409 }
  | { ok: false; status: 429; retryAfterSeconds: number };

/**
 * A language version of a published notice, checked against the SHA-256 taken at upload by readChecked (the same
 * check as the IFU downloads): a file that changed since answers 409, a missing one 404; either is logged, audited
 * and alerted once an hour per file, and a client that keeps meeting refusals is limited (429). `client` is the
 * rate-limit subject of the request (rateLimitClient).
 */
export async function publicNoticeFile(db: Db, fileId: string, client = 'unknown'): Promise<NoticeFileAnswer> {
  const row = await db
    .selectFrom('safety_notice_files as f')
    .innerJoin('safety_notices as n', 'n.id', 'f.notice_id')
    .select(['f.file_key', 'f.sha256', 'f.language', 'n.reference'])
    .where('f.id', '=', fileId)
    .where('n.status', 'in', PUBLIC_STATUSES)
    .executeTakeFirst();
  if (!row) return { ok: false, status: 404 };
  const fileName = noticeFileName(row.reference, row.language);
  const read = await readChecked(
    db,
    { entity: 'safety_notice_file', entityId: fileId, key: row.file_key, sha256: row.sha256, label: fileName },
    client,
  );
  if (read.ok) return { ok: true, bytes: read.bytes, fileName };
  return read.status === 429
    ? { ok: false, status: 429, retryAfterSeconds: read.retryAfterSeconds }
    : { ok: false, status: read.status };
}

/** `SAMPLE-FSN-0001` in `it` → `SAMPLE-FSN-0001-it.pdf` (only safe characters). */
export const noticeFileName = (reference: string, language: string) =>
  `${reference}-${language}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
