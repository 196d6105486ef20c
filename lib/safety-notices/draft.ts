import { z } from 'zod';
import { countries as countryList } from '@/lib/content/countries';
import { isCalendarDate } from '@/lib/paper-copies/due-date';
import { text } from '@/lib/validations/text';
import { deviceByKey } from './device-input';
import { formatRange, rangeProblem, type RangeKind } from './ranges';

/**
 * A safety-notice draft as regulatory affairs enter it in the back office (app/admin/(console)/safety-notices/new):
 * the notice's text fields, any number of devices (DEVICE_ROWS rows at first, "Add another device" adds one, up to
 * MAX_DEVICE_ROWS) each with its UDI-DI and affected ranges, and up to FILE_ROWS language versions (PDF). Pure
 * parsing: the server action stores what this accepts (lib/server/safety-notices/admin.ts).
 */
export const DEVICE_ROWS = 3;
/** A bound on one form's rows (each device and UDI-DI of a notice is a row), so a post cannot ask for millions. */
export const MAX_DEVICE_ROWS = 100;
/** The device rows a posted form had (its hidden `device_rows`), at least DEVICE_ROWS, at most MAX_DEVICE_ROWS. */
export function deviceRowCount(posted: string): number {
  const count = Number.parseInt(posted, 10);
  return Number.isFinite(count) ? Math.min(Math.max(count, DEVICE_ROWS), MAX_DEVICE_ROWS) : DEVICE_ROWS;
}

const countryCodes = new Set<string>(countryList.map((country) => country.code));
export const FILE_ROWS = 3;
export { MAX_NOTICE_PDF_BYTES, NOTICE_PDF_LIMIT_TEXT, noticePdfsTooLarge } from './draft-state';

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const noticeFieldsSchema = z.object({
  reference: text({ error: 'Enter the notice reference.' })
    .trim()
    .min(1, 'Enter the notice reference.')
    .max(40, 'Use at most 40 characters.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots, dashes and underscores only.'),
  title: text({ error: 'Enter a title.' })
    .trim()
    .min(1, 'Enter a title.')
    .max(200, 'Use at most 200 characters.')
    .refine((value) => !CONTROL.test(value), 'Remove control characters.'),
  summary: text({ error: 'Enter a summary.' })
    .trim()
    .min(1, 'Enter a summary.')
    .max(2000, 'Use at most 2,000 characters.')
    .refine((value) => !CONTROL.test(value), 'Remove control characters.'),
  issuedOn: text({ error: 'Enter the date of issue.' }).refine(isCalendarDate, 'Enter the date of issue as a date.'),
  // Ticked in the form's country list (one `countries` value each, joined here), or typed as codes.
  countries: text({ error: 'Choose at least one country.' })
    .transform((value) =>
      value
        .split(/[\s,;]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().refine((code) => countryCodes.has(code), 'Choose countries from the list.'))
        .min(1, 'Choose at least one country.')
        .max(countryCodes.size, 'Choose each country once.')
        .transform((codes) => [...new Set(codes)]),
    ),
});

export type NoticeFields = z.output<typeof noticeFieldsSchema>;

export interface DraftDevice {
  deviceKey: string;
  udiDi: string | null;
  ranges: { kind: RangeKind; first: string; last: string }[];
}

/** A GTIN-14 with a correct GS1 check digit. */
export function isGtin14(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * One line of a device's ranges: `lot SAMPLE100 to SAMPLE120`, `serial 12345` (a single number), `lot A1`. The
 * kind comes first; " to " separates the ends (dashes belong to numbers, so they cannot separate a range).
 */
export function parseRangeLine(
  line: string,
): { ok: true; range: DraftDevice['ranges'][number] } | { ok: false; error: string } {
  const match = /^(lot|lots|serial|serials|sn)\s*:?\s+(.+)$/i.exec(line.trim());
  if (!match) return { ok: false, error: `"${line.trim().slice(0, 60)}": start each line with lot or serial.` };
  const kind: RangeKind = /^(lot|lots)$/i.test(match[1]!) ? 'lot' : 'serial';
  const [first = '', last = first] = match[2]!.split(/\s+to\s+/i).map((part) => part.trim());
  const problem = rangeProblem(first, last);
  if (problem) return { ok: false, error: `"${line.trim().slice(0, 60)}": ${problem}` };
  return { ok: true, range: { kind, first: first.toUpperCase(), last: last.toUpperCase() } };
}

/** The device rows of the form: `device_N`, `udi_N`, `ranges_N`. Empty rows are skipped; at least one is needed. */
export function parseDeviceRows(
  read: (name: string) => string,
  rows = DEVICE_ROWS,
): {
  devices: DraftDevice[];
  errors: Record<string, string>;
} {
  const devices: DraftDevice[] = [];
  const errors: Record<string, string> = {};
  for (let row = 1; row <= Math.min(rows, MAX_DEVICE_ROWS); row++) {
    const deviceKey = read(`device_${row}`).trim();
    const udi = read(`udi_${row}`).replace(/\s/g, '');
    const lines = read(`ranges_${row}`)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (!deviceKey && !udi && lines.length === 0) continue;
    if (!deviceKey || !deviceByKey(deviceKey)) {
      errors[`device_${row}`] = 'Choose the device.';
      continue;
    }
    if (udi && !isGtin14(udi)) errors[`udi_${row}`] = 'A UDI-DI is a GTIN-14: 14 digits with a correct check digit.';
    if (lines.length === 0) errors[`ranges_${row}`] = 'Enter at least one affected lot or serial number.';
    if (lines.length > 200) errors[`ranges_${row}`] = 'At most 200 lines per device.';
    const ranges: DraftDevice['ranges'] = [];
    for (const line of lines.slice(0, 200)) {
      const parsed = parseRangeLine(line);
      if (parsed.ok) ranges.push(parsed.range);
      else {
        errors[`ranges_${row}`] ??= parsed.error;
      }
    }
    devices.push({ deviceKey, udiDi: udi || null, ranges });
  }
  if (devices.length === 0 && Object.keys(errors).length === 0) errors.device_1 = 'Choose at least one device.';
  return { devices, errors };
}

/**
 * The form's values for a correction of a rejected draft: every field as it was, one device row per device (at
 * least DEVICE_ROWS), the languages of its PDFs (the files themselves must be chosen again: a browser cannot
 * prefill a file field), and `corrects`, the rejected draft's id.
 */
export function correctionValues(notice: {
  id: string;
  reference: string;
  title: string;
  summary: string;
  issuedOn: string;
  countries: readonly string[];
  devices: readonly DraftDevice[];
  files: readonly { language: string }[];
}): { values: Record<string, string>; deviceRows: number } {
  const values: Record<string, string> = {
    corrects: notice.id,
    reference: notice.reference,
    title: notice.title,
    summary: notice.summary,
    issuedOn: notice.issuedOn,
    countries: notice.countries.join(','),
  };
  notice.devices.forEach((device, index) => {
    values[`device_${index + 1}`] = device.deviceKey;
    values[`udi_${index + 1}`] = device.udiDi ?? '';
    values[`ranges_${index + 1}`] = device.ranges.map((range) => `${range.kind} ${formatRange(range)}`).join('\n');
  });
  notice.files.slice(0, FILE_ROWS).forEach((file, index) => (values[`language_${index + 1}`] = file.language));
  const deviceRows = Math.min(Math.max(notice.devices.length, DEVICE_ROWS), MAX_DEVICE_ROWS);
  return { values, deviceRows };
}
