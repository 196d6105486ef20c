import 'server-only';
import { sql } from 'kysely';
import type { Db } from '../db';
import { isoWeek, weekStart } from '@/lib/vitals/iso-week';
import { VITAL_METRICS, ratingOf, type VitalMetric, type VitalRating } from '@/lib/vitals/metrics';
import type { DeviceClass } from './store';

export interface VitalsSummaryRow {
  template: string;
  week: string;
  metric: VitalMetric;
  /** The 75th percentile, nearest-rank definition (see summariseVitals). */
  p75: number;
  samples: number;
  /** Google's rating of the p75 value: what "the template passes" means. */
  rating: VitalRating;
}

export interface VitalsSummaryQuery {
  /** How many ISO weeks, the current one included. */
  weeks: number;
  device?: DeviceClass;
}

/**
 * p75 of each metric per template and ISO week, over the last `weeks` weeks, with the number of samples.
 *
 * Percentile definition (nearest rank): with the n values of a group sorted ascending, p75 is the value at
 * position ceil(0.75 n), counting from 1. So it is always a value a visitor really had, and at least three
 * quarters of the visits had that value or better: n = 1 gives the value itself, n = 4 the third, n = 5 the
 * fourth. Computed in SQL with window functions that SQLite (3.25+) and PostgreSQL share; ceil(3n/4) is written
 * as the integer division (3n + 3) / 4, which both databases truncate alike, so the answer is exact on either.
 */
export async function summariseVitals(
  db: Db,
  query: VitalsSummaryQuery,
  now = new Date(),
): Promise<VitalsSummaryRow[]> {
  const fromWeek = isoWeek(weekStart(now, query.weeks - 1));
  const group = ['template', 'week', 'metric'] as const;
  const ranked = db
    .selectFrom('web_vitals')
    .select((eb) => [
      'template',
      'week',
      'metric',
      'value',
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy([...group]).orderBy('value'))
        .as('value_rank'),
      eb.fn
        .countAll<number>()
        .over((over) => over.partitionBy([...group]))
        .as('samples'),
    ])
    .where('week', '>=', fromWeek)
    .where('metric', 'in', [...VITAL_METRICS])
    .$if(query.device !== undefined, (qb) => qb.where('device', '=', query.device!));
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select(['template', 'week', 'metric', 'value', 'samples'])
    .where(sql<boolean>`value_rank = (3 * samples + 3) / 4`)
    .orderBy('template')
    .orderBy('week', 'desc')
    .orderBy('metric')
    .execute();
  return rows.map((row) => ({
    template: row.template,
    week: row.week,
    metric: row.metric,
    p75: Number(row.value),
    samples: Number(row.samples),
    rating: ratingOf(row.metric, Number(row.value)),
  }));
}
