import type { Metadata } from 'next';
import { pageMetadata } from '../../metadata';
import { devicePath, findDevice } from './index';
import type { Market } from './types';

/** Metadata shared by the worldwide and US device routes. */
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
