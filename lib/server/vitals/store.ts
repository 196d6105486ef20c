import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { isoWeek } from '@/lib/vitals/iso-week';
import type { VitalMetric } from '@/lib/vitals/metrics';
import type { PageTemplate } from '@/lib/page-templates';

export type DeviceClass = 'mobile' | 'desktop';
export const DEVICE_CLASSES: readonly DeviceClass[] = ['mobile', 'desktop'];

/** How long measurements are kept: 13 months, so a month can be compared with the same month a year before. */
export const VITALS_RETENTION_MONTHS = 13;

/**
 * Phone or not, from what the browser already says about itself: the `Sec-CH-UA-Mobile` client hint where the
 * browser sends it, else the "Mobi" token that mobile user agents carry (MDN's advice). Phones and desktops
 * have very different Web Vitals, so mixing them would hide both; nothing else about the browser is kept.
 */
export function deviceClass(headers: Headers): DeviceClass {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return /Mobi/.test(headers.get('user-agent') ?? '') ? 'mobile' : 'desktop';
}

export interface VitalMeasurement {
  metric: VitalMetric;
  value: number;
  template: PageTemplate;
  device: DeviceClass;
}

export async function recordVital(db: Db, measurement: VitalMeasurement, now = new Date()): Promise<void> {
  await db
    .insertInto('web_vitals')
    .values({ id: randomUUID(), ...measurement, week: isoWeek(now), created_at: now.toISOString() })
    .execute();
}

/** Deletes measurements older than the retention; the hourly housekeeping runs it (lib/server/housekeeping.ts). */
export async function purgeVitals(db: Db, now = new Date(), months = VITALS_RETENTION_MONTHS): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const result = await db.deleteFrom('web_vitals').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
