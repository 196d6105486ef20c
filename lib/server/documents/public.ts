import 'server-only';
import { sql } from 'kysely';
import { readsTags } from '@/lib/cache/read-tags';
import { DOCUMENTS_TAG, deviceDocumentsTag } from '@/lib/cache/tags';
import type { Db } from '@/lib/server/db';
import type { DeviceIdentifierKind, DocumentKind } from '@/lib/server/db/schema';
import { devicePath, devices, type Device } from '@/lib/content/devices';
import { readDeviceField } from '@/lib/eifu/label-reader';

/**
 * What the public document centre shows: only documents with at least one published revision, their devices
 * and identifiers, and their published revisions (newest first). Drafts and rejected revisions never leave here.
 * The current revision is the latest published one by `published_at`: a published revision is never edited,
 * only superseded. Each reader tags the page it renders (documents, or one device's documents): a publication
 * expires those tags (revalidate.ts).
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
  /** The visitor's languages, most wanted first (from Accept-Language): their documents come first. */
  prefer?: readonly string[];
}

export type SearchOutcome = {
  documents: PublicDocument[];
  /** How the query was read: a GS1 code, a UDI-DI, or words. */
  readAs: 'all' | 'gs1' | 'udi_di' | 'text';
  /** A GS1 code or UDI-DI that could not be read (a wrong check digit): shown to the visitor, nothing searched. */
  problem?: string;
  /** What the GS1 code carried beside the GTIN (lot, expiry), shown back to the visitor. */
  scanned?: { gtin?: string; lot?: string; serial?: string; expiry?: string };
  /** The words named a device of the catalogue exactly: its name and how many documents it has here. */
  device?: { name: string; documents: number };
  /** Device names near the words (a typo, a word more or less): offered as "Did you mean", never as results. */
  suggestions?: string[];
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

/** A device name as compared: lower case, single spaces, no punctuation or trademark signs. */
const nameKey = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Catalogue names near the words but not equal to them, nearest first: a typo (`Percevel`), the same name spaced
 * otherwise (`memo4d`), a word more (`Perceval S`) or fewer (`memo`).
 */
function nearNames(words: string): string[] {
  const wanted = nameKey(words);
  if (wanted.length < 3) return [];
  const scored = new Map<string, number>();
  for (const device of devices) {
    const name = nameKey(device.name);
    if (name === wanted) continue;
    const distance = editDistance(wanted.replace(/ /g, ''), name.replace(/ /g, ''));
    const score =
      distance <= Math.max(1, Math.floor(name.length / 4))
        ? distance
        : ` ${wanted} `.includes(` ${name} `) || ` ${name} `.startsWith(` ${wanted}`)
          ? 10 + Math.abs(name.length - wanted.length)
          : undefined;
    if (score !== undefined && (scored.get(device.name) ?? Infinity) > score) scored.set(device.name, score);
  }
  return [...scored]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([name]) => name);
}

const KIND_ORDER: DocumentKind[] = ['ifu', 'sscp', 'safety', 'patient_booklet', 'brochure'];

/** The visitor's languages first (in their order), then the IFU before the SSCP and the others, then by title. */
function ordered(docs: PublicDocument[], prefer: readonly string[] = []): PublicDocument[] {
  const rank = (doc: PublicDocument) => {
    const at = prefer.indexOf(doc.language);
    return at === -1 ? prefer.length : at;
  };
  return [...docs].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.title.localeCompare(b.title) ||
      a.code.localeCompare(b.code),
  );
}

/**
 * The public search. The box is read as a label is (lib/eifu/label-reader.ts): a scanned or typed GS1 code
 * (a DI-only barcode too) or a UDI-DI finds the device by its UDI-DI; `REF …` as printed finds it by its REF.
 * Words that are a device's name find that device's documents only; a device of the catalogue with no document
 * here is named in the outcome (the page links the external portal); names near the words are suggestions, never
 * results. Other words find REF/model numbers, Basic UDI-DIs, document codes and titles that contain them.
 * Language and kind filter the result; the visitor's language comes first, the IFU before the SSCP.
 */
export async function searchDocuments(db: Db, query: SearchQuery): Promise<SearchOutcome> {
  await readsTags(DOCUMENTS_TAG);
  const q = (query.q ?? '').trim();
  let ids: string[] | undefined;
  let outcome: Omit<SearchOutcome, 'documents'> = { readAs: 'all' };
  const reading = readDeviceField(q);
  if (reading.kind === 'gs1') {
    if (reading.problem) return { documents: [], readAs: 'gs1', problem: reading.problem };
    const { gtin, lot, serial, expiry } = reading;
    outcome = { readAs: 'gs1', scanned: { gtin, lot, serial, expiry } };
    if (!gtin) return { documents: [], ...outcome, problem: 'The code carries no GTIN (01), so no device was found.' };
    ids = await documentIdsForDevices(db, await deviceKeysForIdentifier(db, 'udi_di', gtin));
  } else if (reading.kind === 'udi_di') {
    if (reading.problem) return { documents: [], readAs: 'udi_di', problem: reading.problem };
    outcome = { readAs: 'udi_di' };
    ids = await documentIdsForDevices(db, await deviceKeysForIdentifier(db, 'udi_di', reading.gtin!));
  } else if (reading.kind !== 'empty') {
    outcome = { readAs: 'text' };
    const words = reading.text;
    const exact = devices.filter((device) => nameKey(device.name) === nameKey(words));
    if (exact.length > 0) {
      // The words name a device: its documents, and no other device's (Perceval Plus is not Perceval).
      ids = await documentIdsForDevices(db, exact.map(deviceKeyOf));
      outcome = { ...outcome, device: { name: exact[0]!.name, documents: ids.length }, suggestions: [] };
    } else {
      const pattern = escapeLike(words);
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
          ...(await documentIdsForDevices(
            db,
            byIdentifier.map((row) => row.device_key),
          )),
          ...byDocument.map((row) => row.id),
        ]),
      ];
      outcome = { ...outcome, suggestions: nearNames(words) };
    }
  }
  const found = await load(db, ids);
  return {
    ...outcome,
    documents: ordered(
      found.filter((doc) => (!query.lang || doc.language === query.lang) && (!query.kind || doc.kind === query.kind)),
      query.prefer,
    ),
  };
}

/** The languages published documents exist in: the only ones the search's language filter offers. */
export async function publishedLanguages(db: Db): Promise<string[]> {
  await readsTags(DOCUMENTS_TAG);
  const rows = await db
    .selectFrom('documents')
    .select('language')
    .distinct()
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('document_revisions')
          .select('document_revisions.id')
          .whereRef('document_revisions.document_id', '=', 'documents.id')
          .where('document_revisions.status', '=', 'published'),
      ),
    )
    .orderBy('language')
    .execute();
  return rows.map((row) => row.language);
}

export async function getPublicDocument(db: Db, code: string): Promise<PublicDocument | undefined> {
  await readsTags(DOCUMENTS_TAG);
  const row = await db.selectFrom('documents').select('id').where('code', '=', code).executeTakeFirst();
  if (!row) return undefined;
  return (await load(db, [row.id]))[0];
}

/** Every published document's code and revisions: the sitemap and the pages built ahead. */
export async function publishedDocuments(db: Db): Promise<PublicDocument[]> {
  await readsTags(DOCUMENTS_TAG);
  return load(db);
}

/** A device's published documents (its page links them), IFU first. */
export async function documentsForDevice(db: Db, deviceKey: string): Promise<PublicDocument[]> {
  await readsTags(deviceDocumentsTag(deviceKey));
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
