import { CSV_BOM, csvField, csvRow } from './csv';

test('fields with commas, quotes or line breaks are quoted, quotes doubled (RFC 4180)', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('Smith, Jo')).toBe('"Smith, Jo"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField(' padded ')).toBe('" padded "');
  expect(csvField(null)).toBe('');
  expect(csvField(42)).toBe('42');
  expect(csvRow(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
});

test('a cell a spreadsheet would run as a formula is turned into text', () => {
  expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
  expect(csvField('+1+1')).toBe("'+1+1");
  expect(csvField('-2')).toBe("'-2");
  expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvField('\tcmd')).toBe("'\tcmd");
  // Numbers are numbers, not formulas.
  expect(csvField(-2)).toBe('-2');
  expect(csvField('ann@example.com')).toBe('ann@example.com');
});

test('the byte order mark is the UTF-8 one', () => {
  expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});
