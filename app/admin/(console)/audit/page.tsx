import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { AuditEntry } from '@/components/admin/AuditEntry';
import { getDb } from '@/lib/server/db';
import { AUDIT_PAGE_SIZE, auditFacets, listAudit, type AuditFilter } from '@/lib/server/staff/audit-query';
import { requireStaff } from '@/lib/server/staff/guard';
import { pageHref, pageParam } from '@/lib/admin/paging';

export const metadata: Metadata = { title: 'Audit log' };

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 200) : undefined);

/** Read-only: the log can be filtered and read here, never changed (the app has no update or delete for it). */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('audit.read', '/admin/audit');
  const search = await searchParams;
  const filter: AuditFilter = { actor: one(search.actor), action: one(search.action), entity: one(search.entity), from: one(search.from), to: one(search.to) };
  const page = pageParam(one(search.page));
  const db = await getDb();
  const [{ rows, total }, facets] = await Promise.all([listAudit(db, filter, page), auditFacets(db)]);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const pageLink = (target: number) => pageHref('/admin/audit', { ...filter }, target);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Audit log</h1>
      <form className={`${styles.card} ${styles.form}`} method="get" action="/admin/audit" aria-label="Filter the audit log">
        <div className={styles.fieldGrid}>
          <div className={styles.field}>
            <label htmlFor="audit-actor">Staff email</label>
            <input id="audit-actor" name="actor" type="email" defaultValue={filter.actor} autoComplete="off" />
          </div>
          <div className={styles.field}>
            <label htmlFor="audit-action">Action</label>
            <select id="audit-action" name="action" defaultValue={filter.action ?? ''}>
              <option value="">Any action</option>
              {facets.actions.map((action) => (
                <option key={action}>{action}</option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="audit-entity">Record type</label>
            <select id="audit-entity" name="entity" defaultValue={filter.entity ?? ''}>
              <option value="">Any type</option>
              {facets.entities.map((entity) => (
                <option key={entity}>{entity}</option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="audit-from">From (date)</label>
            <input id="audit-from" name="from" type="date" defaultValue={filter.from} />
          </div>
          <div className={styles.field}>
            <label htmlFor="audit-to">To (date)</label>
            <input id="audit-to" name="to" type="date" defaultValue={filter.to} />
          </div>
        </div>
        <div className={styles.actions}>
          <button className={styles.button} type="submit">
            Filter
          </button>
          <Link href="/admin/audit" prefetch={false}>
            Clear filters
          </Link>
        </div>
      </form>
      <p role="status">
        {total === 0 ? 'No entries match.' : `${total} ${total === 1 ? 'entry' : 'entries'}, page ${Math.min(page, pages)} of ${pages}.`}
      </p>
      <ol className={styles.list}>
        {rows.map((row) => (
          <li key={row.id}>
            <AuditEntry row={row} />
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Audit log pages">
          {page > 1 ? <Link href={pageLink(page - 1)} prefetch={false}>Newer entries</Link> : <span />}
          {page < pages ? <Link href={pageLink(page + 1)} prefetch={false}>Older entries</Link> : <span />}
        </nav>
      )}
    </div>
  );
}
