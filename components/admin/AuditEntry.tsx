import type { AuditRow } from '@/lib/server/staff/audit-query';
import styles from './admin.module.scss';

const pretty = (json: string | null) => {
  if (json === null) return '(none)';
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

/** One audit entry; the record before and after the change open on demand (native <details>, keyboard-ready). */
export function AuditEntry({ row }: { row: AuditRow }) {
  return (
    <article className={styles.card}>
      <h2 className={styles.hint}>
        <span className={styles.badge}>{row.action}</span> {row.entityType}
        {row.entityId ? ` ${row.entityId}` : ''}
      </h2>
      <dl className={styles.meta}>
        <dt>When</dt>
        <dd>
          <time dateTime={row.at}>{row.at.replace('T', ' ').slice(0, 19)} UTC</time>
        </dd>
        <dt>By</dt>
        <dd>{row.actorEmail}</dd>
        <dt>From</dt>
        <dd>{row.ip ?? 'not recorded'}</dd>
      </dl>
      {(row.before !== null || row.after !== null) && (
        <details>
          <summary>Record before and after</summary>
          <h3 className={styles.hint}>Before</h3>
          <pre className={styles.code}>{pretty(row.before)}</pre>
          <h3 className={styles.hint}>After</h3>
          <pre className={styles.code}>{pretty(row.after)}</pre>
        </details>
      )}
    </article>
  );
}
