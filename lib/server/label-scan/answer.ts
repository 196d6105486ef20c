import 'server-only';
import { revisionFilePath, documentPath } from '@/lib/eifu/catalogue';
import { readDeviceField } from '@/lib/eifu/label-reader';
import {
  gs1DateText,
  type NoticeAnswer,
  type ScanAnswer,
  type ScanDocument,
  type ScanRead,
} from '@/lib/label-scan/scan-state';
import type { Db } from '../db';
import { describeDevice, documentsForDevice } from '../documents/public';
import { checkNumber } from '../safety-notices/register';

/** The longest text read: a GS1 element string is at most a few dozen characters. */
export const SCAN_MAX_LENGTH = 200;

const ASK_FOR_BARCODE =
  'Scan the barcode again, or type the text printed under it, in the form (01)…(17)…(10)…. To find a device by its name, use the document search.';

/**
 * One scan, one answer (/eifu/scan): the barcode text of a device label, read by lib/eifu/label-reader.ts as the
 * search and the notice check read it, answered with the device (by its UDI-DI in `device_identifiers`), its
 * instructions for use published here with their current revision, and whether the lot or serial the code carries
 * is listed in a published safety notice (checkNumber, the same rule as /safety-notices). A reading in doubt is
 * asked about, never answered "not listed". `prefer`: the visitor's languages, whose IFUs come first (then English). Nothing here
 * logs or stores what was typed.
 */
export async function answerLabelScan(db: Db, typed: string, prefer: readonly string[] = []): Promise<ScanAnswer> {
  const text = typed.trim();
  if (!text) return { status: 'invalid', error: 'Scan the barcode on the label, or type the text printed under it.' };
  if (text.length > SCAN_MAX_LENGTH)
    return {
      status: 'unsure',
      read: `${text.slice(0, 40)}…`,
      question: `That is longer than a label's barcode. ${ASK_FOR_BARCODE}`,
    };
  const reading = readDeviceField(text);
  if (reading.problem)
    return { status: 'unsure', read: reading.text, question: `${reading.problem} ${ASK_FOR_BARCODE}` };
  if (reading.kind === 'text' || reading.kind === 'ref' || reading.kind === 'empty')
    return {
      status: 'unsure',
      read: reading.text,
      question: `This is not the text of a label's barcode (it carries no UDI-DI). ${ASK_FOR_BARCODE}`,
    };
  if (!reading.gtin)
    return {
      status: 'unsure',
      read: reading.text,
      question: `The code carries no UDI-DI (01), so the device cannot be told. ${ASK_FOR_BARCODE}`,
    };

  const read: ScanRead = {
    gtin: reading.gtin,
    ...(reading.lot && { lot: reading.lot }),
    ...(reading.serial && { serial: reading.serial }),
    ...(reading.expiry && { expiry: { raw: reading.expiry, text: gs1DateText(reading.expiry) } }),
  };
  const keys = [
    ...new Set(
      (
        await db
          .selectFrom('device_identifiers')
          .select('device_key')
          .where('kind', '=', 'udi_di')
          .where('value', '=', reading.gtin)
          .execute()
      ).map((row) => row.device_key),
    ),
  ].sort();

  const notice = await noticeAnswer(db, text, read);
  if (keys.length === 0) return { status: 'unknown-device', read, notice };

  // The visitor's languages first, then English (the site's language), then the others by title.
  const wanted = [...prefer, 'en'];
  const rank = (language: string) => {
    const at = wanted.indexOf(language);
    return at === -1 ? wanted.length : at;
  };
  const documents: ScanDocument[] = [];
  for (const key of keys)
    for (const doc of await documentsForDevice(db, key)) {
      const current = doc.revisions[0];
      if (doc.kind !== 'ifu' || !current || documents.some((known) => known.code === doc.code)) continue;
      documents.push({
        code: doc.code,
        title: doc.title,
        language: doc.language,
        sample: doc.sample,
        revision: current.revision,
        issueDate: current.issueDate,
        page: documentPath(doc.code),
        file: current.fileName ? revisionFilePath(doc.code, current.revision) : current.externalUrl,
        fileSize: current.fileSize,
      });
    }
  documents.sort((a, b) => rank(a.language) - rank(b.language) || a.title.localeCompare(b.title));
  const devices = keys.map((key) => {
    const { name, market, path } = describeDevice(key);
    return { name, market, path };
  });
  return { status: 'answer', read, devices, documents, notice };
}

/** The notice check of the lot or serial the scan carries, with the rule of /safety-notices (checkNumber). */
async function noticeAnswer(db: Db, text: string, read: ScanRead): Promise<NoticeAnswer> {
  if (!read.lot && !read.serial) return { status: 'no-number' };
  const result = await checkNumber(db, text, '');
  if (result.status === 'listed')
    return {
      status: 'listed',
      notices: result.notices.map((notice) => ({
        reference: notice.reference,
        title: notice.title,
        status: notice.status === 'closed' ? 'closed' : 'open',
        sample: notice.sample,
        href: `/safety-notices#notice-${notice.reference}`,
      })),
    };
  if (result.status === 'not-listed') return { status: 'not-listed' };
  if (result.status === 'unsure') return { status: 'unsure', question: result.question };
  // `invalid` or `unknown-device` cannot follow a readable scan with a UDI-DI; never answer "not listed" on it.
  return {
    status: 'unsure',
    question: 'The lot or serial number could not be checked. Check it on the safety notices page.',
  };
}
