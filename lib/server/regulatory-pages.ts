import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { devices } from '@/lib/content/devices';
import { deviceKeyOf } from '@/lib/server/documents/public';
import { revalidateDocumentPages } from '@/lib/server/documents/revalidate';
import { revalidateNoticePages } from '@/lib/server/safety-notices/revalidate';

/**
 * Every public page that shows regulatory state (published IFU revisions, open safety notices) is marked expired,
 * by the tags those pages carry (lib/cache/tags.ts): its next request renders it from the live database. The
 * site's server asks for this once at start (server/host/start-refresh.mjs), because such pages are generated at build from the build's database, which is
 * not the one a host serves: without it, /eifu said "no documents yet" and device pages lacked their notice banner
 * until the next publication (issue 38, item 4).
 */
export function revalidateRegulatoryPages(): void {
  const keys = devices.map(deviceKeyOf);
  revalidateDocumentPages(keys);
  revalidateNoticePages(keys);
}

/** Where the site's server leaves the one-time token of its start-up request (same process, never a header). */
const TOKEN = Symbol.for('corcym.startRefreshToken');
type TokenHolder = { [TOKEN]?: string };

/** Whether `offered` is the server's start-up token; it is used up either way, so it works once per start. */
export function takeStartRefreshToken(offered: string | null): boolean {
  const holder = globalThis as TokenHolder;
  const expected = holder[TOKEN];
  if (!expected || !offered) return false;
  delete holder[TOKEN];
  const a = Buffer.from(offered);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
