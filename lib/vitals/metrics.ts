/**
 * The three Core Web Vitals the site measures on real visits (with analytics consent), and Google's thresholds
 * for them (web.dev/articles/vitals): a value up to the first threshold is "good", up to the second "needs
 * improvement", above it "poor". The same numbers the web-vitals library rates with; metrics.test.ts fails if
 * the pinned library ever disagrees. Pure data: the beacon schema, the API and the back office share it.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export interface VitalDefinition {
  label: string;
  /** 'ms' for the two timings; CLS has no unit. */
  unit: 'ms' | '';
  thresholds: readonly [good: number, needsImprovement: number];
  /**
   * The largest value the endpoint accepts. Anything above is a broken or forged beacon, not a visit: a page
   * that takes two minutes to paint or to answer a tap has long been left.
   */
  max: number;
}

export const vitalDefinitions: Record<VitalMetric, VitalDefinition> = {
  LCP: { label: 'Largest Contentful Paint', unit: 'ms', thresholds: [2500, 4000], max: 120_000 },
  INP: { label: 'Interaction to Next Paint', unit: 'ms', thresholds: [200, 500], max: 120_000 },
  CLS: { label: 'Cumulative Layout Shift', unit: '', thresholds: [0.1, 0.25], max: 100 },
};

/** The rating of a value, exactly as the web-vitals library rates it (a value equal to a threshold is the better one). */
export function ratingOf(metric: VitalMetric, value: number): VitalRating {
  const [good, needsImprovement] = vitalDefinitions[metric].thresholds;
  if (value > needsImprovement) return 'poor';
  return value > good ? 'needs-improvement' : 'good';
}

/** A value as staff read it: whole milliseconds for timings, two decimals for CLS. */
export function formatVital(metric: VitalMetric, value: number): string {
  return vitalDefinitions[metric].unit === 'ms' ? `${Math.round(value).toLocaleString('en-GB')} ms` : value.toFixed(2);
}
