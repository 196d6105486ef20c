import { plural } from '@/lib/admin/plural';
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { VitalsTable } from '@/components/admin/VitalsTable';
import { getDb } from '@/lib/server/db';
import { requireStaff } from '@/lib/server/staff/guard';
import { vitalsReport } from '@/lib/server/vitals/report';
import { VITAL_METRICS, formatVital, vitalDefinitions } from '@/lib/vitals/metrics';
import {
  VITALS_DEVICE_FILTERS,
  VITALS_REPORT_WEEKS,
  vitalsReportQuerySchema,
  type VitalsDeviceFilter,
} from '@/lib/validations/vitals';

export const metadata: Metadata = { title: 'Web Vitals' };

type Search = Record<string, string | string[] | undefined>;
const deviceLabels: Record<VitalsDeviceFilter, string> = {
  all: 'All devices',
  mobile: 'Phones',
  desktop: 'Desktops and tablets',
};

/** p75 of LCP, INP and CLS per page template and ISO week, from real visits with analytics consent. */
export default async function VitalsPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('vitals.read', '/admin/vitals');
  const search = await searchParams;
  const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  // A query the form did not produce (typed by hand) falls back to the defaults rather than an error page.
  const parsed = vitalsReportQuerySchema.safeParse({ weeks: one(search.weeks), device: one(search.device) });
  const query = parsed.success ? parsed.data : vitalsReportQuerySchema.parse({});
  const report = await vitalsReport(await getDb(), query);
  const json = `/api/admin/vitals?weeks=${query.weeks}&device=${query.device}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Web Vitals</h1>
      <p className={styles.lead}>
        How fast and stable the site&apos;s pages are for real visitors, measured in their browsers. Only visits of
        people who accepted analytics cookies are measured; nothing that identifies them is stored. Each figure is the
        75th percentile (p75) of a page template in one ISO week: three quarters of the measured visits were this good
        or better.
      </p>
      <div className={styles.tableWrap} role="region" aria-label="Thresholds" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">Google&apos;s thresholds for each metric</caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Good</th>
              <th scope="col">Needs improvement</th>
              <th scope="col">Poor</th>
            </tr>
          </thead>
          <tbody>
            {VITAL_METRICS.map((metric) => {
              const [good, poor] = vitalDefinitions[metric].thresholds;
              return (
                <tr key={metric}>
                  <th scope="row">
                    {metric} ({vitalDefinitions[metric].label})
                  </th>
                  <td>up to {formatVital(metric, good)}</td>
                  <td>
                    {formatVital(metric, good)} to {formatVital(metric, poor)}
                  </td>
                  <td>above {formatVital(metric, poor)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <form
        className={`${styles.card} ${styles.form}`}
        method="get"
        action="/admin/vitals"
        aria-label="Choose the period and devices"
      >
        <div className={styles.fieldGrid}>
          <div className={styles.field}>
            <label htmlFor="vitals-weeks">Period</label>
            <select id="vitals-weeks" name="weeks" defaultValue={String(query.weeks)}>
              {VITALS_REPORT_WEEKS.map((weeks) => (
                <option key={weeks} value={weeks}>
                  Last {weeks} weeks
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="vitals-device">Devices</label>
            <select id="vitals-device" name="device" defaultValue={query.device}>
              {VITALS_DEVICE_FILTERS.map((device) => (
                <option key={device} value={device}>
                  {deviceLabels[device]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={styles.actions}>
          <button className={styles.button} type="submit">
            Show
          </button>
          <Link href={json} prefetch={false}>
            The same as JSON
          </Link>
        </div>
      </form>
      <p role="status">
        {report.rows.length === 0
          ? 'No measurements in this period yet.'
          : `${plural(report.rows.length, 'row')}: ${deviceLabels[query.device].toLowerCase()}, the last ${query.weeks} weeks.`}
      </p>
      {report.rows.length > 0 && <VitalsTable rows={report.rows} />}
      <p className={styles.hint}>
        Reading p75: a template passes a metric when its p75 is in the good range. With few samples (n) a week&apos;s
        figure moves a lot; compare weeks with a few hundred visits before drawing conclusions. Weeks run Monday to
        Sunday in UTC.
      </p>
    </div>
  );
}
