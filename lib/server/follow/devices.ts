import { devicePath, devices, type Device } from '@/lib/content/devices';

/** A device that can be followed: one of the catalogue (lib/content/devices), by its key `{market}/{slug}`. */
export interface FollowedDevice {
  key: string;
  market: string;
  slug: string;
  name: string;
  /** Its page on the site. */
  path: string;
  /** Its Atom feed (app/api/follow/feed/[market]/[file]/route.ts). */
  feedPath: string;
}

export const followFeedPath = (device: Pick<Device, 'market' | 'slug'>) =>
  `/api/follow/feed/${device.market}/${device.slug}.xml`;

const describe = (device: Device): FollowedDevice => ({
  key: `${device.market}/${device.slug}`,
  market: device.market,
  slug: device.slug,
  name: device.market === 'us' ? `${device.name} (US)` : device.name,
  path: devicePath(device),
  feedPath: followFeedPath(device),
});

/** Every device of the catalogue, in menu order: the choices of the /follow form. */
export const followableDevices = (): FollowedDevice[] => devices.map(describe);

/** The device of a key, or undefined when the catalogue has none (a made-up key is refused, never stored). */
export function followableDevice(key: string): FollowedDevice | undefined {
  const device = devices.find((candidate) => `${candidate.market}/${candidate.slug}` === key);
  return device && describe(device);
}
