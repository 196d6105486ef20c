import { CSV_BOM, csvCell, csvRecord } from './csv';

// The leads export's cases.

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

// The academy progress export's cases.

test('fields with commas, quotes or line breaks are quoted, quotes doubled (RFC 4180)', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  expect(csvCell(' padded ')).toBe('" padded "');
  expect(csvCell(null)).toBe('');
  expect(csvCell(42)).toBe('42');
  expect(csvRecord(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
});

test('a cell a spreadsheet would run as a formula is turned into text', () => {
  expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
  expect(csvCell('+1+1')).toBe("'+1+1");
  expect(csvCell('-2')).toBe("'-2");
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvCell('\tcmd')).toBe("'\tcmd");
  // Numbers are numbers, not formulas.
  expect(csvCell(-2)).toBe('-2');
  expect(csvCell('ann@example.com')).toBe('ann@example.com');
});

test('the byte order mark is the UTF-8 one', () => {
  expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});

test('the full-width forms of = + - @ are neutralised too', () => {
  expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
  expect(csvCell('\uFF20SUM(A1)')).toBe("'\uFF20SUM(A1)");
});

test('numbers that are not finite are empty, dates ISO 8601', () => {
  expect(csvRecord([Number.NaN, Number.POSITIVE_INFINITY, new Date('2026-01-02T03:04:05.000Z')])).toBe(
    ',,2026-01-02T03:04:05.000Z\r\n',
  );
});
