import { gs1CheckDigit, looksLikeGs1, normaliseGtin, parseGs1 } from './gs1';

describe('GTIN check digit', () => {
  test.each([
    ['0952000000001', 1],
    ['0952000000002', 8],
    ['0952000000003', 5],
    ['400638133393', 1], // GTIN-13 4006381333931, the GS1 worked example
    ['9638507', 4], // GTIN-8 96385074
  ])('%s → %i', (body, digit) => expect(gs1CheckDigit(body)).toBe(digit));

  test('GTIN-8, -12, -13 and -14 are accepted and padded to GTIN-14', () => {
    expect(normaliseGtin('96385074')).toEqual({ ok: true, gtin14: '00000096385074' });
    expect(normaliseGtin('036000291452')).toEqual({ ok: true, gtin14: '00036000291452' });
    expect(normaliseGtin('4006381333931')).toEqual({ ok: true, gtin14: '04006381333931' });
    expect(normaliseGtin('0952 0000 0000 11')).toEqual({ ok: true, gtin14: '09520000000011' });
  });

  test('a wrong check digit is refused with the digit it should be', () => {
    const result = normaliseGtin('09520000000012');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/check digit .* should be 1/);
  });

  test('letters and wrong lengths are refused', () => {
    expect(normaliseGtin('0952000000001A')).toMatchObject({ ok: false, message: expect.stringMatching(/digits only/) });
    expect(normaliseGtin('123456789')).toMatchObject({ ok: false, message: expect.stringMatching(/has 9/) });
  });
});

describe('GS1 element strings', () => {
  test('the bracketed form a person types from the label', () => {
    expect(parseGs1('(01)09520000000011(17)281231(10)AB123')).toEqual({
      ok: true,
      element: { gtin: '09520000000011', expiry: '281231', lot: 'AB123' },
    });
  });

  test('the raw form a scanner sends, with a GS after a variable field and a DataMatrix prefix', () => {
    expect(parseGs1(']d201095200000000281728123110LOT-7\x1d21SN0042')).toEqual({
      ok: true,
      element: { gtin: '09520000000028', expiry: '281231', lot: 'LOT-7', serial: 'SN0042' },
    });
    expect(parseGs1(']C1010952000000003511250101\x1d10A1')).toEqual({
      ok: true,
      element: { gtin: '09520000000035', productionDate: '250101', lot: 'A1' },
    });
    expect(parseGs1('\x1d0109520000000011')).toEqual({ ok: true, element: { gtin: '09520000000011' } });
  });

  test('a wrong check digit in the code is refused clearly', () => {
    const result = parseGs1('(01)09520000000019(10)X');
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/check digit/) });
    expect(parseGs1('0109520000000019')).toMatchObject({ ok: false, message: expect.stringMatching(/check digit/) });
  });

  test('bad dates, overlong lots and unreadable text are refused', () => {
    expect(parseGs1('(01)09520000000011(17)281331')).toMatchObject({ ok: false });
    expect(parseGs1(`(10)${'X'.repeat(21)}`)).toMatchObject({ ok: false });
    expect(parseGs1('(01)123')).toMatchObject({ ok: false });
    expect(parseGs1('hello')).toMatchObject({ ok: false });
  });

  test('what looks like a GS1 code', () => {
    expect(looksLikeGs1('(01)09520000000011')).toBe(true);
    expect(looksLikeGs1(']d20109520000000011')).toBe(true);
    expect(looksLikeGs1('010952000000001117281231')).toBe(true);
    expect(looksLikeGs1('Perceval')).toBe(false);
    expect(looksLikeGs1('09520000000011')).toBe(false);
  });

  test('a DI-only barcode as a scanner sends it (01 and the GTIN-14, no brackets) is a GS1 code', () => {
    expect(looksLikeGs1('0109520000000011')).toBe(true);
    expect(parseGs1('0109520000000011')).toEqual({ ok: true, element: { gtin: '09520000000011' } });
  });
});
