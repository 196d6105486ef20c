import { csvCell, csvRecord } from './csv';

test('plain values pass unchanged; empty for null and undefined', () => {
  expect(csvRecord(['CR-1', 'Anna', 42, null, undefined, true])).toBe('CR-1,Anna,42,,,true\r\n');
});

test('RFC 4180: commas, quotes and line breaks are quoted and quotes doubled', () => {
  expect(csvCell('Rossi, Anna')).toBe('"Rossi, Anna"');
  expect(csvCell('the "best" valve')).toBe('"the ""best"" valve"');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
});

test('cells a spreadsheet would run as a formula start with a single quote', () => {
  expect(csvCell('=1+1')).toBe("'=1+1");
  expect(csvCell('+41 44 000 00 00')).toBe("'+41 44 000 00 00");
  expect(csvCell('-2')).toBe("'-2");
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvCell('\tTAB')).toBe("'\tTAB");
  expect(csvCell('\rCR')).toBe(`"'\rCR"`);
  // Quoted and protected at once.
  expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  // Only the start counts.
  expect(csvCell('a=b')).toBe('a=b');
});
