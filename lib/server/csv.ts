import { stringify, type Options } from 'csv-stringify/sync';

/**
 * CSV for spreadsheets (the leads export, the academy progress export): csv-stringify with RFC 4180 quoting (a
 * field with a comma, quote or line break in double quotes, quotes doubled, CRLF between records) and its
 * `escape_formulas`, which prefixes a text cell starting with = + - @ (or their full-width forms), a tab or a
 * carriage return with a single quote, so Excel, LibreOffice and Sheets show what a visitor typed as text instead
 * of running it. Numbers stay numbers (-2 is not a formula). The file starts with a UTF-8 byte order mark so
 * Excel reads accents right.
 */
export const CSV_BOM = '\uFEFF';

const options: Options = {
  record_delimiter: 'windows',
  // With a record delimiter set, csv-stringify would quote only a full CRLF; a lone LF or CR must be quoted too.
  quote_record_delimiter: true,
  escape_formulas: true,
  // Leading or trailing spaces are quoted so a spreadsheet keeps them (a leading tab or CR is escaped instead).
  quoted_match: /^[^\S\t\r]|\s$/,
  cast: {
    boolean: (value) => String(value),
    number: (value) => (Number.isFinite(value) ? String(value) : ''),
    date: (value) => value.toISOString(),
  },
};

/** One record, CRLF-terminated; null and undefined are empty cells, objects JSON. */
export function csvRecord(values: readonly unknown[]): string {
  return stringify([values as unknown[]], options);
}

/** One cell as it appears in a record. */
export function csvCell(value: unknown): string {
  return stringify([[value]], { ...options, eof: false });
}
