import type { Device, DeviceCategory, Market } from './types';
import catalogue from '@/lib/generated/content/devices';

export type * from './types';

/**
 * The whole catalogue, in menu order (content/devices/menu.yaml): aortic, mitral, then the minimally invasive
 * instruments. Each device is a file of content/devices/{category}/; a US edition is a small overlay on its
 * worldwide file.
 */
export const devices: readonly Device[] = catalogue;

interface CategoryInfo {
  category: DeviceCategory;
  /** Path segment of the overview page (/devices/{slug}); device pages live under /devices/{category}. */
  pageSlug: string;
  name: string;
  title: string;
  description: string;
  lead: string;
  color: string;
  tags: string;
}

export const categories: readonly CategoryInfo[] = [
  {
    category: 'aortic',
    pageSlug: 'aortic',
    name: 'Aortic',
    title: 'Aortic valves and repair',
    description:
      'Sutureless, stentless and stented tissue valves, mechanical valves, valved conduits and aortic annuloplasty rings.',
    lead: 'Tissue and mechanical valves for aortic valve replacement, valved conduits for root replacement, and geometric rings for aortic valve repair.',
    color: '#8e1b2f',
    tags: 'aortic, aortic valve, AVR, aortic valve replacement, aortic valve repair, valvola aortica, valve aortique, Aortenklappe, válvula aórtica',
  },
  {
    category: 'mitral',
    pageSlug: 'mitral',
    name: 'Mitral',
    title: 'Mitral repair and replacement',
    description:
      'Annuloplasty rings and bands for mitral repair, and mechanical and tissue valves for mitral replacement.',
    lead: 'Semi-rigid and flexible annuloplasty rings for mitral repair, a chordal guiding system for neochordae, and valves for mitral replacement.',
    color: '#0f5c6e',
    tags: 'mitral, mitral valve, mitral repair, annuloplasty, mitral replacement, valvola mitrale, valve mitrale, Mitralklappe, válvula mitral',
  },
  {
    category: 'miami',
    pageSlug: 'miami-instruments',
    name: 'Minimally invasive instruments',
    title: 'Minimally invasive instruments',
    description:
      'Retractors, clamps, knot pushers and suture management instruments for minimally invasive cardiac surgery.',
    lead: 'Instruments designed for operating through small incisions: exposure, cross-clamping, knot tying and suture management.',
    color: '#3b3f8f',
    tags: 'minimally invasive, MICS, mini-thoracotomy, instruments, MIAMI, retractor, clamp, knot pusher, chirurgia mininvasiva',
  },
];

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
