/** @jest-environment node */
import { detailCells, DETAIL_COLUMNS, LEAD_CSV_HEADER } from './export';

jest.mock('server-only', () => ({}));

test('each detail of a lead has a column of its own in the CSV, not one cell of raw JSON', () => {
  expect(LEAD_CSV_HEADER).not.toContain('Details');
  expect(LEAD_CSV_HEADER).toEqual(expect.arrayContaining(['Order reference', 'Amount requested', 'Other details']));
  const cells = detailCells(
    JSON.stringify({ order_reference: 'PO-1', marketing_consent: false, privacy_consent: true, extra: 'x' }),
  );
  const byLabel = Object.fromEntries(DETAIL_COLUMNS.map(([, label], index) => [label, cells[index]]));
  expect(byLabel['Order reference']).toBe('PO-1');
  expect(byLabel['Marketing consent']).toBe('no');
  expect(byLabel['Privacy consent']).toBe('yes');
  expect(byLabel['Amount requested']).toBeNull();
  expect(cells.at(-1)).toBe('{"extra":"x"}');
  expect(detailCells('{}').every((value) => value === null)).toBe(true);
  expect(detailCells('not json').every((value) => value === null)).toBe(true);
});
