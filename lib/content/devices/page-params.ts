import type { Metadata } from 'next';
import { pageMetadata } from '../../metadata';
import { devicePath, devices, findDevice } from './index';
import type { Market } from './types';

/** Static params and metadata shared by the worldwide and US device routes. */
export function deviceParams(market: Market) {
  return devices
    .filter((device) => device.market === market)
    .map((device) => ({ category: device.category, slug: device.slug }));
}

export function deviceMetadata(category: string, market: Market, slug: string): Metadata {
  const device = findDevice(category, market, slug);
  if (!device) return {};
  const title = market === 'us' ? `${device.name} (United States)` : device.name;
  return pageMetadata({
    path: devicePath(device),
    title,
    description: device.summary,
    ogLocale: market === 'us' ? 'en_US' : undefined,
  });
}
