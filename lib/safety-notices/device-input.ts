import { readDeviceField } from '@/lib/eifu/label-reader';
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

/**
 * The GTIN-14 in what was typed: a UDI-DI (GTIN-8/12/13/14, check digit verified), or a GS1 string as a barcode
 * scanner types it, bracketed, raw or DI-only (the label reader, lib/eifu/label-reader.ts).
 */
export function gtinIn(typed: string): string | undefined {
  return readDeviceField(typed).gtin;
}

/** The catalogue devices a typed name stands for (case and spacing ignored). */
export function devicesNamed(typed: string): DeviceChoice[] {
  const wanted = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!wanted) return [];
  return deviceChoices.filter((choice) => choice.label.toLowerCase() === wanted);
}
