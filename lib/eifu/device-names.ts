/**
 * A device as people read it: its name and market (`Perceval (worldwide)`), never the internal key
 * (`ww/perceval`) that links documents and notices to it. For the public pages, the back office and the sample PDFs.
 */
import { devices, type Market } from '@/lib/content/devices';

const byKey = new Map(devices.map((device) => [`${device.market}/${device.slug}`, device]));

export const marketLabel = (market: Market | string) => (market === 'us' ? 'US' : 'worldwide');

/** `Perceval (worldwide)` for `ww/perceval`; a key the catalogue no longer has is shown as it is. */
export function deviceKeyLabel(key: string): string {
  const device = byKey.get(key);
  return device ? `${device.name} (${marketLabel(device.market)})` : key;
}
