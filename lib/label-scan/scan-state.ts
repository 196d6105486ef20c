/**
 * The answer of "Check a device label" (/eifu/scan, app/(site)/eifu/scan/actions.ts), for useActionState: one
 * scanned or typed barcode text answered with the device's current instructions for use and whether the lot or
 * serial it carries is in a published safety notice. Plain data, so the server action can return it.
 */
export interface ScanDocument {
  code: string;
  title: string;
  language: string;
  sample: boolean;
  revision: string;
  issueDate: string;
  /** The document's page, /eifu/{code}. */
  page: string;
  /** The current revision's PDF (/eifu/{code}/{revision}/file), or the address it is published at. */
  file: string | null;
  fileSize: number | null;
}

export interface ScanNotice {
  reference: string;
  title: string;
  status: 'open' | 'closed';
  sample: boolean;
  /** The notice in the register: /safety-notices#notice-{reference}. */
  href: string;
}

/** What the label's barcode carried, as read. */
export interface ScanRead {
  gtin: string;
  lot?: string;
  serial?: string;
  /** AI 17 as encoded (YYMMDD) and as a date a person reads. */
  expiry?: { raw: string; text: string };
}

export type NoticeAnswer =
  /** The scan carries no lot (10) or serial (21): ask for it. */
  | { status: 'no-number' }
  | { status: 'listed'; notices: ScanNotice[] }
  | { status: 'not-listed' }
  /** The reading is in doubt (checkNumber's `unsure`): the question, never "not listed". */
  | { status: 'unsure'; question: string };

export type ScanAnswer =
  /** Nothing typed: the message under the field. */
  | { status: 'invalid'; error: string }
  /** Not readable as a label's barcode, or in doubt: what was read and what to do. */
  | { status: 'unsure'; read: string; question: string }
  /** A UDI-DI that no device of this site's catalogue carries. */
  | { status: 'unknown-device'; read: ScanRead; notice: NoticeAnswer }
  | {
      status: 'answer';
      read: ScanRead;
      devices: { name: string; market: 'ww' | 'us'; path: string }[];
      /** The device's instructions for use published here, current revision first. */
      documents: ScanDocument[];
      notice: NoticeAnswer;
    };

export type LabelScanState =
  | { status: 'idle'; value?: string }
  | { status: 'refused'; message: string; value?: string }
  | (ScanAnswer & { value?: string });

/** Where the answer is on the page: a post without JavaScript comes back to this fragment. */
export const SCAN_ANSWER_ID = 'label-scan-answer';
export const LABEL_SCAN_PATH = '/eifu/scan';
export const idleScanState: LabelScanState = { status: 'idle' };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A GS1 date (YYMMDD) as a person reads it, `281231` → `31 December 2028`. The century follows the GS1 General
 * Specifications (7.12): a year more than 50 years ahead of `now` is in the last century, more than 49 years behind
 * in the next. Day 00 means the end of the month, which the label does not say: only the month is written.
 */
export function gs1DateText(value: string, now = new Date()): string {
  const yy = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const current = now.getUTCFullYear();
  const century = Math.floor(current / 100) * 100;
  let year = century + yy;
  if (year - current > 50) year -= 100;
  else if (current - year > 49) year += 100;
  const name = MONTHS[month - 1] ?? String(month);
  return day === 0 ? `${name} ${year}` : `${day} ${name} ${year}`;
}
