import { z } from 'zod';
import { text } from './text';
import { VITAL_METRICS, VITAL_RATINGS, ratingOf, vitalDefinitions } from '@/lib/vitals/metrics';

/** Largest beacon body the endpoint reads: one metric is about 80 bytes of JSON. */
export const VITALS_MAX_BODY_BYTES = 1024;

/**
 * POST /api/vitals: one measurement of a real visit, as the browser sends it after analytics consent. Only the
 * page's path is sent (never its query or hash, which may carry a token); the server turns it into a template
 * through the route registry and stores no path. Extra keys are refused, so nothing else can ride along.
 */
export const vitalBeaconSchema = z
  .strictObject({
    name: z.enum(VITAL_METRICS, 'Send one of LCP, INP or CLS.'),
    value: z.number('Send the value as a number.').nonnegative('The value cannot be negative.'),
    rating: z.enum(VITAL_RATINGS, 'Send good, needs-improvement or poor.'),
    path: text('Send the path of the page.')
      .max(512, 'The path is too long.')
      .regex(/^\/[A-Za-z0-9\-._~/%]*$/, 'Send only the path of the page, starting with /, without query or fragment.'),
  })
  .superRefine((beacon, context) => {
    const { max } = vitalDefinitions[beacon.name];
    if (beacon.value > max) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: `A ${beacon.name} value above ${max} is not a real measurement.`,
      });
    } else if (ratingOf(beacon.name, beacon.value) !== beacon.rating) {
      context.addIssue({
        code: 'custom',
        path: ['rating'],
        message: `The rating does not match the ${beacon.name} value.`,
      });
    }
  });

export type VitalBeacon = z.output<typeof vitalBeaconSchema>;

/** The periods the report offers, in ISO weeks (the current week included). */
export const VITALS_REPORT_WEEKS = [4, 8, 13, 26, 53] as const;
export const VITALS_DEVICE_FILTERS = ['all', 'mobile', 'desktop'] as const;
export type VitalsDeviceFilter = (typeof VITALS_DEVICE_FILTERS)[number];

/** The report's query (/admin/vitals and GET /api/admin/vitals): `?weeks=8&device=mobile`, both optional. */
export const vitalsReportQuerySchema = z.strictObject({
  weeks: z.coerce
    .number('Send weeks as a number.')
    .pipe(z.literal(VITALS_REPORT_WEEKS, `weeks must be one of ${VITALS_REPORT_WEEKS.join(', ')}.`))
    .default(8),
  device: z.enum(VITALS_DEVICE_FILTERS, `device must be one of ${VITALS_DEVICE_FILTERS.join(', ')}.`).default('all'),
});
export type VitalsReportQuery = z.output<typeof vitalsReportQuerySchema>;
