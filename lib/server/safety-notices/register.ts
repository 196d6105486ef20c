import 'server-only';
import { sql } from 'kysely';
import { readsTags } from '@/lib/cache/read-tags';
import { NOTICES_TAG, deviceNoticesTag } from '@/lib/cache/tags';
import { readLabel } from '@/lib/eifu/label-reader';
import { deviceByKey, devicesNamed } from '@/lib/safety-notices/device-input';
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

/** The public register: open notices first, then closed ones, newest first within each (tagged: revalidate.ts). */
export async function listPublicNotices(db: Db): Promise<Notice[]> {
  await readsTags(NOTICES_TAG);
  const notices = await loadNotices(db, { statuses: PUBLIC_STATUSES });
  return [...notices.filter((n) => n.status === 'open'), ...notices.filter((n) => n.status === 'closed')];
}

/** The open notices that name a device: what its page shows (tagged with the device: revalidate.ts). */
export async function openNoticesFor(db: Db, deviceKey: string): Promise<Notice[]> {
  await readsTags(deviceNoticesTag(deviceKey));
  return loadNotices(db, { statuses: ['open'], deviceKey });
}

type ListedNotice = { reference: string; title: string; status: SafetyNoticeStatus; sample: boolean };

export type CheckResult =
  | { status: 'listed'; notices: ListedNotice[] }
  | { status: 'not-listed' }
  | { status: 'unknown-device' }
  /** Nothing usable in a field (e.g. only the word LOT): the message under it. */
  | { status: 'invalid'; errors: { device?: string; number?: string } }
  /**
   * What was typed cannot be read with certainty (two numbers, a scan that disagrees with the typed number, a
   * number whose reading changes the answer): what was read, the question, and the readings to confirm.
   */
  | { status: 'unsure'; read: string[]; question: string; options: { device: string; number: string }[] };

/**
 * Is this lot or serial number of this device in a published notice? Both fields are read as from a label
 * (lib/eifu/label-reader.ts): the device is a catalogue name, a UDI-DI, a REF or a GS1 scan (which may carry the
 * lot or serial too); the number may carry its printed or GS1 prefix. Each number is compared with each affected
 * range (lib/safety-notices/ranges.ts). When the reading is uncertain and the answer depends on it, the answer is
 * `unsure`, never `not-listed`. `exact` takes the number as typed (the visitor confirmed that reading). Nothing
 * here logs or stores what was typed.
 */
export async function checkNumber(
  db: Db,
  deviceTyped: string,
  numberTyped: string,
  { exact = false }: { exact?: boolean } = {},
): Promise<CheckResult> {
  const reading = readLabel(deviceTyped, numberTyped, exact);
  if (reading.errors.device || reading.errors.number) return { status: 'invalid', errors: reading.errors };
  const gtin = reading.gtin;
  const named = reading.device.kind === 'text' ? devicesNamed(reading.device.text) : [];
  const keys = new Set(named.map((device) => device.key));
  if (gtin || reading.device.kind === 'ref' || reading.device.kind === 'text') {
    const identified = await db
      .selectFrom('device_identifiers')
      .select('device_key')
      .where((eb) => {
        const conditions = [];
        if (gtin) conditions.push(eb.and([eb('kind', '=', 'udi_di'), eb('value', '=', gtin)]));
        if (reading.device.kind === 'ref' || (reading.device.kind === 'text' && keys.size === 0))
          conditions.push(
            eb.and([eb('kind', '=', 'ref'), eb(sql`upper(value)`, '=', reading.device.text.toUpperCase())]),
          );
        return eb.or(conditions);
      })
      .execute();
    for (const row of identified) keys.add(row.device_key);
  }
  if (keys.size === 0 && !gtin) return { status: 'unknown-device' };
  if (reading.unsure)
    return { status: 'unsure', read: reading.read, question: reading.unsure, options: reading.options };
  const rows = await db
    .selectFrom('safety_notice_devices as d')
    .innerJoin('safety_notices as n', 'n.id', 'd.notice_id')
    .innerJoin('safety_notice_ranges as r', 'r.notice_device_id', 'd.id')
    .select(['n.reference', 'n.title', 'n.status', 'n.sample', 'r.first', 'r.last'])
    .where('n.status', 'in', PUBLIC_STATUSES)
    .where((eb) => {
      const conditions = [];
      if (keys.size) conditions.push(eb('d.device_key', 'in', [...keys]));
      if (gtin) conditions.push(eb('d.udi_di', '=', gtin));
      return eb.or(conditions);
    })
    .execute();
  const listedFor = (numbers: readonly string[]) => {
    const listed = new Map<string, ListedNotice>();
    for (const row of rows)
      if (numbers.some((number) => inRange(number, row)))
        listed.set(row.reference, {
          reference: row.reference,
          title: row.title,
          status: row.status,
          sample: row.sample === 1,
        });
    return [...listed.values()];
  };
  const listed = listedFor(reading.numbers);
  // A number that can be read another way (`LOTSAMPLE105`, `10SAMPLE105`): when the number as typed is in no
  // notice but another reading is, ask rather than answer "not listed". A number listed as typed stays listed.
  const differs =
    listed.length === 0 && reading.alternatives.some((alternative) => listedFor([alternative]).length > 0);
  if (differs)
    return {
      status: 'unsure',
      read: reading.read,
      question: `“${numberTyped.trim()}” can be read as ${[...reading.numbers, ...reading.alternatives].join(' or as ')} (a label word or a barcode's lot or serial marker typed together with the number), and the answer depends on it. Which number is printed on the label?`,
      options: reading.options,
    };
  return listed.length ? { status: 'listed', notices: listed } : { status: 'not-listed' };
}

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
