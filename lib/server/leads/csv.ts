/**
 * CSV for spreadsheets, by hand because it is a dozen lines and no library does both halves we need: RFC 4180
 * quoting (fields with a comma, quote or line break in double quotes, quotes doubled, CRLF between records) and
 * protection against formula injection (a cell a visitor typed that starts with = + - @, a tab or a carriage
 * return is prefixed with a single quote, so Excel, LibreOffice and Sheets show it as text instead of running it).
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
