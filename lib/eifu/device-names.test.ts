import { deviceKeyLabel } from './device-names';

test('a device key reads as the device name and its market, not the internal key', () => {
  expect(deviceKeyLabel('ww/perceval')).toMatch(/^Perceval\S* \(worldwide\)$/);
  expect(deviceKeyLabel('us/perceval')).toMatch(/^Perceval\S* \(US\)$/);
  expect(deviceKeyLabel('ww/no-such-device')).toBe('ww/no-such-device');
});
