import { isGtin14, parseDeviceRows, parseRangeLine } from './draft';

test('isGtin14 checks the GS1 check digit', () => {
  expect(isGtin14('09520000000011')).toBe(true);
  expect(isGtin14('09520000000012')).toBe(false);
  expect(isGtin14('9520000000011')).toBe(false);
});

test('parseRangeLine reads "lot A to B" and single numbers, and refuses malformed ranges', () => {
  expect(parseRangeLine('lot SAMPLE100 to SAMPLE120')).toEqual({
    ok: true,
    range: { kind: 'lot', first: 'SAMPLE100', last: 'SAMPLE120' },
  });
  expect(parseRangeLine('serial sn-0042')).toEqual({
    ok: true,
    range: { kind: 'serial', first: 'SN-0042', last: 'SN-0042' },
  });
  expect(parseRangeLine('SAMPLE100 to SAMPLE120')).toMatchObject({ ok: false });
  expect(parseRangeLine('lot A20 to A10')).toMatchObject({ ok: false, error: expect.stringMatching(/after/) });
  expect(parseRangeLine('lot A10 to B20')).toMatchObject({ ok: false });
});

test('parseDeviceRows skips empty rows, needs a known device and at least one range', () => {
  const form: Record<string, string> = {
    device_1: 'ww/perceval',
    udi_1: '09520000000011',
    ranges_1: 'lot SAMPLE100 to SAMPLE120\nserial 123',
    device_2: '',
  };
  const read = (name: string) => form[name] ?? '';
  expect(parseDeviceRows(read)).toEqual({
    devices: [
      {
        deviceKey: 'ww/perceval',
        udiDi: '09520000000011',
        ranges: [
          { kind: 'lot', first: 'SAMPLE100', last: 'SAMPLE120' },
          { kind: 'serial', first: '123', last: '123' },
        ],
      },
    ],
    errors: {},
  });
  expect(parseDeviceRows(() => '').errors).toEqual({ device_1: 'Choose at least one device.' });
  expect(parseDeviceRows((name) => ({ device_1: 'ww/no-such', ranges_1: 'lot 1' })[name] ?? '').errors).toEqual({
    device_1: 'Choose the device.',
  });
  expect(parseDeviceRows((name) => ({ device_1: 'ww/perceval', udi_1: '123' })[name] ?? '').errors).toMatchObject({
    udi_1: expect.any(String),
    ranges_1: expect.any(String),
  });
});
