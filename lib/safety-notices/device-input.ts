import { devices, devicePath } from '@/lib/content/devices';

/**
 * What a user types or picks to name a device in the safety-notice check: a catalogue name (as the list offers
 * it), a UDI-DI (GTIN-14), or a scanned GS1 string whose first element is (01) followed by the GTIN-14.
 */
export interface DeviceChoice {
  key: string;
  label: string;
  path: string;
}

/** The catalogue's devices as the check lists them: "Perceval", "Perceval (US)". */
export const deviceChoices: readonly DeviceChoice[] = devices.map((device) => ({
  key: `${device.market}/${device.slug}`,
  label: device.market === 'us' ? `${device.name} (US)` : device.name,
  path: devicePath(device),
}));

export const deviceByKey = (key: string) => deviceChoices.find((choice) => choice.key === key);

/** The GTIN-14 in what was typed: 14 digits alone, or after the GS1 application identifier 01. */
export function gtinIn(typed: string): string | undefined {
  const compact = typed.replace(/[\s-]/g, '');
  const match = /^(?:\(01\)|01)?(\d{14})(?:\D.*|\(.*)?$/su.exec(compact);
  if (!match) return undefined;
  // A bare 14-digit number, or one after (01) / 01 followed by more GS1 elements.
  return match[1];
}

/** The catalogue devices a typed name stands for (case and spacing ignored). */
export function devicesNamed(typed: string): DeviceChoice[] {
  const wanted = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!wanted) return [];
  return deviceChoices.filter((choice) => choice.label.toLowerCase() === wanted);
}
