/**
 * CSV for spreadsheets, by hand because it is a few lines and no kept library also guards against formula
 * injection: fields are quoted per RFC 4180 (quotes doubled, CRLF line ends), and a text cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe so it is shown as text. The file starts with a UTF-8 byte order mark so Excel reads accents right.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
