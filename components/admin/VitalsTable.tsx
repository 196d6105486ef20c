import styles from './admin.module.scss';
import type { VitalsReportRow } from '@/lib/server/vitals/report';
import { VITAL_METRICS, formatVital, type VitalRating } from '@/lib/vitals/metrics';

const ratingLabels: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** The report's rows: one per template and week, the p75 of each metric with its rating in words and its sample count. */
export function VitalsTable({ rows }: { rows: VitalsReportRow[] }) {
  return (
    // Focusable so keyboard users can scroll it sideways on a narrow screen (the page itself never scrolls sideways).
    <div className={styles.tableWrap} role="region" aria-label="p75 per template and week" tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          p75 of each metric per page template and ISO week, with the number of samples
        </caption>
        <thead>
          <tr>
            <th scope="col">Template</th>
            <th scope="col">Week</th>
            {VITAL_METRICS.map((metric) => (
              <th key={metric} scope="col">
                {metric} p75
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.template}-${row.week}`}>
              <th scope="row">{row.templateLabel}</th>
              <td>{row.week}</td>
              {VITAL_METRICS.map((metric) => {
                const cell = row.metrics[metric];
                return (
                  <td key={metric}>
                    {cell ? (
                      <>
                        {formatVital(metric, cell.p75)}
                        <br />
                        <span className={styles.badge}>{ratingLabels[cell.rating]}</span> n = {cell.samples}
                      </>
                    ) : (
                      <span>no samples</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
