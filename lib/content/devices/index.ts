import type { CategoryInfo, Device, DeviceCategory, Market } from './types';
import catalogue from '@/lib/generated/content/devices';
import deviceCategories from '@/lib/generated/content/device-categories';

export type * from './types';

/**
 * The whole catalogue, in menu order (content/devices/menu.yaml): aortic, mitral, then the minimally invasive
 * instruments. Each device is a file of content/devices/{category}/; a US edition is a small overlay on its
 * worldwide file.
 */
export const devices: readonly Device[] = catalogue;

/** The three categories in menu order (content/devices/categories.yaml): overview page and card. */
export const categories: readonly CategoryInfo[] = deviceCategories;

export function categoryInfo(category: DeviceCategory): CategoryInfo {
  return categories.find((info) => info.category === category)!;
}

export function devicePath(device: Pick<Device, 'category' | 'market' | 'slug'>): string {
  return `/devices/${device.category}${device.market === 'us' ? '/US' : ''}/${device.slug}`;
}

export function categoryPath(category: DeviceCategory): string {
  return `/devices/${categoryInfo(category).pageSlug}`;
}

export function findDevice(category: string, market: Market, slug: string): Device | undefined {
  return devices.find((device) => device.category === category && device.market === market && device.slug === slug);
}

export function devicesIn(category: DeviceCategory): Device[] {
  return devices.filter((device) => device.category === category);
}

/** Every brochure card of the catalogue, by id (the `broucher` values the API accepts). */
export function brochureById(id: string) {
  for (const device of devices) {
    const card = device.sections.brochures.find((brochure) => brochure.id === id);
    if (card) return { ...card, device };
  }
  return undefined;
}
