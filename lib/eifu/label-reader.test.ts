import { readDeviceField, readLabel, readNumberField } from './label-reader';

// Sample identifiers only (lib/server/seed/sample-documents.ts, lib/server/safety-notices/sample.ts).
const DI = '09520000000011';

describe('the device or search field', () => {
  test('a DI-only barcode as a scanner types it (01 and 14 digits, no brackets) is the UDI-DI', () => {
    expect(readDeviceField('0109520000000011')).toMatchObject({ kind: 'gs1', gtin: DI });
    expect(readDeviceField('(01)09520000000011')).toMatchObject({ kind: 'gs1', gtin: DI });
  });

  test('a full scan gives the UDI-DI with its lot, serial and expiry', () => {
    expect(readDeviceField('(01)09520000000011(17)281231(10)SAMPLE105')).toMatchObject({
      gtin: DI,
      lot: 'SAMPLE105',
      expiry: '281231',
    });
    expect(readDeviceField(']d2010952000000001117281231' + '10SAMPLE105')).toMatchObject({
      gtin: DI,
      lot: 'SAMPLE105',
    });
  });

  test('a UDI-DI typed with its printed prefix, or alone, is read; a wrong check digit is a problem', () => {
    expect(readDeviceField('UDI-DI 09520000000011')).toMatchObject({ kind: 'udi_di', gtin: DI });
    expect(readDeviceField('(01) 09520000000011')).toMatchObject({ gtin: DI });
    expect(readDeviceField('09520000000011')).toMatchObject({ kind: 'udi_di', gtin: DI });
    expect(readDeviceField('09520000000012')).toMatchObject({ problem: expect.stringMatching(/check digit/) });
  });

  test('REF as printed is stripped; a name stays words', () => {
    expect(readDeviceField('REF SAMPLE-REF-0001')).toEqual({ kind: 'ref', text: 'SAMPLE-REF-0001' });
    expect(readDeviceField('ref: SAMPLE-REF-0001')).toEqual({ kind: 'ref', text: 'SAMPLE-REF-0001' });
    expect(readDeviceField('  Perceval   Plus ')).toEqual({ kind: 'text', text: 'Perceval Plus' });
    expect(readDeviceField('Reference')).toEqual({ kind: 'text', text: 'Reference' });
  });
});

describe('the number field', () => {
  test.each([
    ['LOT SAMPLE105', 'SAMPLE105'],
    ['Lot SAMPLE110', 'SAMPLE110'],
    ['LOT: SAMPLE105', 'SAMPLE105'],
    ['LOT NO. SAMPLE105', 'SAMPLE105'],
    ['(10)SAMPLE105', 'SAMPLE105'],
    ['(10) SAMPLE105', 'SAMPLE105'],
    ['SN 12345', '12345'],
    ['S/N: 12345', '12345'],
    ['(21)12345', '12345'],
    ['sample-105', 'SAMPLE105'],
  ])('%s is the number %s, read for certain', (typed, number) => {
    const reading = readNumberField(typed);
    expect(reading).toMatchObject({ numbers: [number], alternatives: [] });
    expect(reading.unsure).toBeUndefined();
  });

  test('a raw scan typed into the number field gives its lot, serial and UDI-DI', () => {
    expect(readNumberField('01095200000000111728123110SAMPLE105')).toMatchObject({
      numbers: ['SAMPLE105'],
      gtin: DI,
    });
    expect(readNumberField('10SAMPLE105\x1d2112345')).toMatchObject({ numbers: ['SAMPLE105', '12345'] });
  });

  test('label words run together can be read two ways; both are kept', () => {
    expect(readNumberField('LOTSAMPLE105')).toMatchObject({ numbers: ['LOTSAMPLE105'], alternatives: ['SAMPLE105'] });
    expect(readNumberField('10SAMPLE105')).toMatchObject({ numbers: ['10SAMPLE105'], alternatives: ['SAMPLE105'] });
    expect(readNumberField('10SAMPLE105', true)).toMatchObject({ numbers: ['10SAMPLE105'], alternatives: [] });
  });

  test('two numbers, unreadable characters or a broken code are unsure, never a number', () => {
    expect(readNumberField('SAMPLE105 SAMPLE110')).toMatchObject({
      numbers: [],
      unsure: expect.stringMatching(/more than one number: SAMPLE105, SAMPLE110/),
    });
    expect(readNumberField('SAMPLE105, SAMPLE110').unsure).toMatch(/more than one/);
    expect(readNumberField('SAMPLE1?5')).toMatchObject({ numbers: [], unsure: expect.stringMatching(/SAMPLE1\?5/) });
    expect(readNumberField('(10)')).toMatchObject({ numbers: [], unsure: expect.stringMatching(/could not read/) });
    expect(readNumberField('SAMPLE 105')).toMatchObject({ numbers: ['SAMPLE105'] });
    expect(readNumberField('LOT SAMPLE105 EXP 2028-12')).toMatchObject({
      numbers: [],
      unsure: expect.stringMatching(/more of the label than the number/),
    });
    expect(readNumberField('SAMPLE105 REF')).toMatchObject({ numbers: [], unsure: expect.any(String) });
  });

  test('only the printed word is a problem to fix, not a number', () => {
    expect(readNumberField('LOT')).toMatchObject({ numbers: [], problem: expect.stringMatching(/only the word/) });
  });
});

describe('both fields together', () => {
  test('a full scan in the device field supplies the lot when the number field is empty', () => {
    expect(readLabel('(01)09520000000011(10)SAMPLE105', '')).toMatchObject({
      gtin: DI,
      numbers: ['SAMPLE105'],
      certain: true,
      errors: {},
      read: ['UDI-DI 09520000000011', 'lot SAMPLE105 (from the barcode)'],
    });
  });

  test('the scan and the typed number agree: certain; they differ: unsure, asking which, with both offered', () => {
    expect(readLabel('(01)09520000000011(10)SAMPLE105', 'LOT SAMPLE105')).toMatchObject({
      numbers: ['SAMPLE105'],
      certain: true,
    });
    const differ = readLabel('(01)09520000000011(10)SAMPLE105', 'SAMPLE106');
    expect(differ).toMatchObject({
      certain: false,
      unsure: expect.stringMatching(/lot SAMPLE105.*SAMPLE106.*Which one/),
      options: [
        { device: DI, number: 'SAMPLE105' },
        { device: DI, number: 'SAMPLE106' },
      ],
    });
  });

  test('a scan in the number field names the device when the device field is empty', () => {
    expect(readLabel('', '(01)09520000000011(10)SAMPLE105')).toMatchObject({
      gtin: DI,
      numbers: ['SAMPLE105'],
      errors: {},
    });
    expect(readLabel('', 'SAMPLE105').errors.device).toMatch(/Choose the device/);
    expect(readLabel('Perceval', '').errors.number).toMatch(/Enter the lot or serial number/);
  });

  test('a number read two ways offers both readings to confirm', () => {
    expect(readLabel('Perceval', '10SAMPLE105')).toMatchObject({
      certain: false,
      options: [
        { device: 'Perceval', number: '10SAMPLE105' },
        { device: 'Perceval', number: 'SAMPLE105' },
      ],
    });
  });
});
