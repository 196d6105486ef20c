import 'server-only';
import type { Db } from '../db';
import { PAGE_TEMPLATES, pageTemplateLabels, type PageTemplate } from '@/lib/page-templates';
import { VITAL_METRICS, vitalDefinitions, type VitalMetric } from '@/lib/vitals/metrics';
import type { VitalsReportQuery } from '@/lib/validations/vitals';
import { summariseVitals, type VitalsSummaryRow } from './summary';

export interface VitalsReportRow {
  template: string;
  templateLabel: string;
  week: string;
  metrics: Partial<Record<VitalMetric, Pick<VitalsSummaryRow, 'p75' | 'samples' | 'rating'>>>;
}

export interface VitalsReport {
  weeks: number;
  device: VitalsReportQuery['device'];
  /** Google's thresholds per metric: up to the first "good", up to the second "needs improvement", above "poor". */
  thresholds: Record<VitalMetric, { label: string; unit: string; good: number; poor: number }>;
  percentile: string;
  /** One row per template and week that has measurements, templates in registry order, newest week first. */
  rows: VitalsReportRow[];
}

const templateOrder = (template: string) => {
  const index = PAGE_TEMPLATES.indexOf(template as PageTemplate);
  return index < 0 ? PAGE_TEMPLATES.length : index;
};

/** The report staff read at /admin/vitals and GET /api/admin/vitals: the p75 summary, one row per template and week. */
export async function vitalsReport(db: Db, query: VitalsReportQuery, now = new Date()): Promise<VitalsReport> {
  const summary = await summariseVitals(
    db,
    { weeks: query.weeks, device: query.device === 'all' ? undefined : query.device },
    now,
  );
  const rows = new Map<string, VitalsReportRow>();
  for (const { template, week, metric, p75, samples, rating } of summary) {
    const key = `${template}\n${week}`;
    const row = rows.get(key) ?? {
      template,
      templateLabel: pageTemplateLabels[template as PageTemplate] ?? template,
      week,
      metrics: {},
    };
    row.metrics[metric] = { p75, samples, rating };
    rows.set(key, row);
  }
  return {
    weeks: query.weeks,
    device: query.device,
    thresholds: Object.fromEntries(
      VITAL_METRICS.map((metric) => {
        const { label, unit, thresholds } = vitalDefinitions[metric];
        return [metric, { label, unit, good: thresholds[0], poor: thresholds[1] }];
      }),
    ) as VitalsReport['thresholds'],
    percentile: '75th percentile, nearest rank: the value at position ceil(0.75 × n) of the n values sorted ascending',
    rows: [...rows.values()].sort(
      (a, b) => templateOrder(a.template) - templateOrder(b.template) || b.week.localeCompare(a.week),
    ),
  };
}
