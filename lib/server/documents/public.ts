import 'server-only';
import { sql } from 'kysely';
import type { Db } from '@/lib/server/db';
import type { DeviceIdentifierKind, DocumentKind } from '@/lib/server/db/schema';
import { devicePath, devices, type Device } from '@/lib/content/devices';
import { looksLikeGs1, normaliseGtin, parseGs1 } from '@/lib/eifu/gs1';

/**
 * What the public document centre shows: only documents with at least one published revision, their devices
 * and identifiers, and their published revisions (newest first). Drafts and rejected revisions never leave here.
 * The current revision is the latest published one by `published_at`: a published revision is never edited,
 * only superseded.
 */
export interface PublicRevision {
  id: string;
  revision: string;
  issueDate: string;
  fileName: string | null;
  fileSize: number | null;
  sha256: string | null;
  externalUrl: string | null;
  changeNote: string | null;
  publishedAt: string;
  sample: boolean;
}

export interface DocumentDevice {
  key: string;
  name: string;
  market: 'ww' | 'us';
  path: string;
}

export interface PublicIdentifier {
  deviceKey: string;
  kind: DeviceIdentifierKind;
  value: string;
  label: string | null;
  sample: boolean;
}

export interface PublicDocument {
  id: string;
  code: string;
  kind: DocumentKind;
  language: string;
  title: string;
  sample: boolean;
  devices: DocumentDevice[];
  identifiers: PublicIdentifier[];
  /** Newest first; [0] is the current revision. */
  revisions: PublicRevision[];
}

export interface SearchQuery {
  q?: string;
  lang?: string;
  kind?: DocumentKind;
}

export type SearchOutcome = {
  documents: PublicDocument[];
  /** How the query was read: a GS1 code, a UDI-DI, or words. */
  readAs: 'all' | 'gs1' | 'udi_di' | 'text';
  /** A GS1 code or UDI-DI that could not be read (a wrong check digit): shown to the visitor, nothing searched. */
  problem?: string;
  /** What the GS1 code carried beside the GTIN (lot, expiry), shown back to the visitor. */
  scanned?: { gtin?: string; lot?: string; serial?: string; expiry?: string };
};

const deviceByKey = new Map(devices.map((device) => [`${device.market}/${device.slug}`, device]));
export const deviceKeyOf = (device: Pick<Device, 'market' | 'slug'>) => `${device.market}/${device.slug}`;

export function describeDevice(key: string): DocumentDevice {
  const device = deviceByKey.get(key);
  return device
    ? { key, name: device.name, market: device.market, path: devicePath(device) }
    : { key, name: key, market: key.startsWith('us/') ? 'us' : 'ww', path: '/devices' };
}

const escapeLike = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Published documents with their devices, identifiers and published revisions, for the ids given (or all). */
async function load(db: Db, ids?: readonly string[]): Promise<PublicDocument[]> {
  if (ids && ids.length === 0) return [];
  let docs = db
    .selectFrom('documents')
    .selectAll()
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('document_revisions')
          .select('document_revisions.id')
          .whereRef('document_revisions.document_id', '=', 'documents.id')
          .where('document_revisions.status', '=', 'published'),
      ),
    );
  if (ids) docs = docs.where('id', 'in', ids);
  const rows = await docs.orderBy('title').orderBy('code').execute();
  if (rows.length === 0) return [];
  const docIds = rows.map((row) => row.id);
  const [links, revisions] = await Promise.all([
    db.selectFrom('document_devices').selectAll().where('document_id', 'in', docIds).execute(),
    db
      .selectFrom('document_revisions')
      .selectAll()
      .where('document_id', 'in', docIds)
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  const deviceKeys = [...new Set(links.map((link) => link.device_key))];
  const identifiers =
    deviceKeys.length === 0
      ? []
      : await db
          .selectFrom('device_identifiers')
          .selectAll()
          .where('device_key', 'in', deviceKeys)
          .orderBy('kind')
          .orderBy('value')
          .execute();
  return rows.map((row) => {
    const keys = links.filter((link) => link.document_id === row.id).map((link) => link.device_key);
    keys.sort();
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      language: row.language,
      title: row.title,
      sample: row.sample === 1,
      devices: keys.map(describeDevice),
      identifiers: identifiers
        .filter((identifier) => keys.includes(identifier.device_key))
        .map((identifier) => ({
          deviceKey: identifier.device_key,
          kind: identifier.kind,
          value: identifier.value,
          label: identifier.label,
          sample: identifier.sample === 1,
        })),
      revisions: revisions
        .filter((revision) => revision.document_id === row.id)
        .map((revision) => ({
          id: revision.id,
          revision: revision.revision,
          issueDate: revision.issue_date,
          fileName: revision.file_name,
          fileSize: revision.file_size,
          sha256: revision.sha256,
          externalUrl: revision.external_url,
          changeNote: revision.change_note,
          publishedAt: revision.published_at ?? revision.created_at,
          sample: revision.sample === 1,
        })),
    };
  });
}

async function documentIdsForDevices(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.selectFrom('document_devices').select('document_id').where('device_key', 'in', keys).execute();
  return [...new Set(rows.map((row) => row.document_id))];
}

async function deviceKeysForIdentifier(db: Db, kind: DeviceIdentifierKind, value: string): Promise<string[]> {
  const rows = await db
    .selectFrom('device_identifiers')
    .select('device_key')
    .where('kind', '=', kind)
    .where('value', '=', value)
    .execute();
  return rows.map((row) => row.device_key);
}

/**
 * The public search: a scanned or typed GS1 code or a UDI-DI finds the device by its UDI-DI; words find device
 * names, REF/model numbers, Basic UDI-DIs, document codes and titles. Language and kind filter the result.
 */
export async function searchDocuments(db: Db, query: SearchQuery): Promise<SearchOutcome> {
  const q = (query.q ?? '').trim();
  let ids: string[] | undefined;
  let outcome: Omit<SearchOutcome, 'documents'> = { readAs: 'all' };
  if (q && looksLikeGs1(q)) {
    const parsed = parseGs1(q);
    if (!parsed.ok) return { documents: [], readAs: 'gs1', problem: parsed.message };
    const { gtin, lot, serial, expiry } = parsed.element;
    outcome = { readAs: 'gs1', scanned: { gtin, lot, serial, expiry } };
    if (!gtin) return { documents: [], ...outcome, problem: 'The code carries no GTIN (01), so no device was found.' };
    ids = await documentIdsForDevices(db, await deviceKeysForIdentifier(db, 'udi_di', gtin));
  } else if (q && /^[\d\s-]{8,20}$/.test(q) && [8, 12, 13, 14].includes(q.replace(/[\s-]/g, '').length)) {
    const gtin = normaliseGtin(q);
    if (!gtin.ok) return { documents: [], readAs: 'udi_di', problem: gtin.message };
    outcome = { readAs: 'udi_di' };
    ids = await documentIdsForDevices(db, await deviceKeysForIdentifier(db, 'udi_di', gtin.gtin14));
  } else if (q) {
    outcome = { readAs: 'text' };
    const words = q.toLowerCase();
    const pattern = escapeLike(q);
    const byName = devices
      .filter((device) => device.name.toLowerCase().includes(words) || words.includes(device.name.toLowerCase()))
      .map(deviceKeyOf);
    const byIdentifier = await db
      .selectFrom('device_identifiers')
      .select('device_key')
      .where(sql<boolean>`lower(value) like ${pattern} escape '\\'`)
      .execute();
    const byDocument = await db
      .selectFrom('documents')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(sql`lower(code)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      )
      .execute();
    ids = [
      ...new Set([
        ...(await documentIdsForDevices(db, [...byName, ...byIdentifier.map((row) => row.device_key)])),
        ...byDocument.map((row) => row.id),
      ]),
    ];
  }
  const found = await load(db, ids);
  return {
    ...outcome,
    documents: found.filter(
      (doc) => (!query.lang || doc.language === query.lang) && (!query.kind || doc.kind === query.kind),
    ),
  };
}

export async function getPublicDocument(db: Db, code: string): Promise<PublicDocument | undefined> {
  const row = await db.selectFrom('documents').select('id').where('code', '=', code).executeTakeFirst();
  if (!row) return undefined;
  return (await load(db, [row.id]))[0];
}

/** Every published document's code and revisions: the sitemap and the pages built ahead. */
export async function publishedDocuments(db: Db): Promise<PublicDocument[]> {
  return load(db);
}

/** A device's published documents (its page links them), IFU first. */
export async function documentsForDevice(db: Db, deviceKey: string): Promise<PublicDocument[]> {
  const order: DocumentKind[] = ['ifu', 'sscp', 'safety', 'patient_booklet', 'brochure'];
  const docs = await load(db, await documentIdsForDevices(db, [deviceKey]));
  return docs.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.title.localeCompare(b.title));
}

/** The stored file of one published revision, for the download route. */
export async function publishedRevisionFile(db: Db, code: string, revision: string) {
  return db
    .selectFrom('document_revisions')
    .innerJoin('documents', 'documents.id', 'document_revisions.document_id')
    .select([
      'document_revisions.id',
      'document_revisions.revision',
      'document_revisions.file_key',
      'document_revisions.file_name',
      'document_revisions.sha256',
      'documents.code',
    ])
    .where('documents.code', '=', code)
    .where('document_revisions.revision', '=', revision)
    .where('document_revisions.status', '=', 'published')
    .executeTakeFirst();
}
