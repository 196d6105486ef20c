/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { isoWeek } from '@/lib/vitals/iso-week';
import type { VitalMetric } from '@/lib/vitals/metrics';
import type { PageTemplate } from '@/lib/page-templates';
import { purgeVitals, recordVital, type DeviceClass } from './store';
import { summariseVitals } from './summary';

// Runs on SQLite, and on PostgreSQL with `npm run test:pg`: the same data set must give the same p75 on both.
const now = new Date('2026-03-12T10:00:00Z'); // a Thursday, ISO week 2026-W11
const thisWeek = isoWeek(now);
const lastWeek = isoWeek(new Date('2026-03-04T10:00:00Z'));

async function record(
  template: PageTemplate,
  metric: VitalMetric,
  values: number[],
  options: { at?: Date; device?: DeviceClass } = {},
) {
  const db = await getDb();
  for (const value of values)
    await recordVital(db, { metric, value, template, device: options.device ?? 'desktop' }, options.at ?? now);
}

const find = (
  rows: Awaited<ReturnType<typeof summariseVitals>>,
  template: string,
  metric: VitalMetric,
  week = thisWeek,
) => rows.find((row) => row.template === template && row.metric === metric && row.week === week);

beforeAll(async () => {
  await record('home', 'LCP', [1800]); // n = 1: the value itself
  await record('device', 'LCP', [4000, 1000, 3000, 2000]); // n = 4: the 3rd of 1000..4000
  await record('device', 'CLS', [0.05, 0.3, 0.12]); // n = 3: rank ceil(2.25) = 3
  await record('content', 'INP', [50, 10, 40, 20, 30]); // n = 5: rank ceil(3.75) = 4
  await record(
    'news',
    'LCP',
    Array.from({ length: 100 }, (_, index) => 100 - index),
  ); // 1..100: the 75th
  await record('team', 'INP', [100, 100, 100, 900]); // ties: rank 3 is still 100
  await record('device', 'LCP', [9000, 9000], { at: new Date('2026-03-04T10:00:00Z') }); // last week, kept apart
  await record('device', 'LCP', [500, 600, 700], { device: 'mobile' });
  await record('device', 'LCP', [99_000], { at: new Date('2025-11-01T10:00:00Z') }); // outside any recent window
});

test('p75 is the nearest-rank value of each template, metric and ISO week, with the sample count', async () => {
  const rows = await summariseVitals(await getDb(), { weeks: 2, device: 'desktop' }, now);
  expect(find(rows, 'home', 'LCP')).toEqual({
    template: 'home',
    week: thisWeek,
    metric: 'LCP',
    p75: 1800,
    samples: 1,
    rating: 'good',
  });
  expect(find(rows, 'device', 'LCP')).toMatchObject({ p75: 3000, samples: 4, rating: 'needs-improvement' });
  expect(find(rows, 'device', 'CLS')).toMatchObject({ p75: 0.3, samples: 3, rating: 'poor' });
  expect(find(rows, 'content', 'INP')).toMatchObject({ p75: 40, samples: 5, rating: 'good' });
  expect(find(rows, 'news', 'LCP')).toMatchObject({ p75: 75, samples: 100 });
  expect(find(rows, 'team', 'INP')).toMatchObject({ p75: 100, samples: 4 });
  expect(find(rows, 'device', 'LCP', lastWeek)).toMatchObject({ p75: 9000, samples: 2, rating: 'poor' });
  // One row per group, and nothing older than the window.
  expect(rows).toHaveLength(7);
  expect(rows.every((row) => row.week >= lastWeek)).toBe(true);
});

test('the device filter and the week window narrow the groups; without a filter both devices count', async () => {
  const db = await getDb();
  const mobile = await summariseVitals(db, { weeks: 1, device: 'mobile' }, now);
  expect(mobile).toEqual([{ template: 'device', week: thisWeek, metric: 'LCP', p75: 700, samples: 3, rating: 'good' }]);
  const all = await summariseVitals(db, { weeks: 1 }, now);
  // 500, 600, 700, 1000, 2000, 3000, 4000: rank ceil(5.25) = 6.
  expect(find(all, 'device', 'LCP')).toMatchObject({ p75: 3000, samples: 7 });
  expect(find(all, 'device', 'LCP', lastWeek)).toBeUndefined();
});

test('measurements older than 13 months are purged, newer ones kept', async () => {
  const db = await getDb();
  const count = async () =>
    Number((await db.selectFrom('web_vitals').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const before = await count();
  // The row of 2025-11-01 10:00 is exactly 13 months old on 2026-12-01 10:00: kept until it is older.
  expect(await purgeVitals(db, new Date('2026-12-01T10:00:00Z'))).toBe(0);
  expect(await purgeVitals(db, new Date('2026-12-01T10:00:01Z'))).toBe(1);
  expect(await count()).toBe(before - 1);
});
