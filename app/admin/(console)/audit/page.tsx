import { plural } from '@/lib/admin/plural';
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { ListFilters } from '@/components/admin/ListFilters';
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
  const filter: AuditFilter = {
    actor: one(search.actor),
    action: one(search.action),
    entity: one(search.entity),
    from: one(search.from),
    to: one(search.to),
  };
  const page = pageParam(one(search.page));
  const db = await getDb();
  const [{ rows, total }, facets] = await Promise.all([listAudit(db, filter, page), auditFacets(db)]);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const pageLink = (target: number) => pageHref('/admin/audit', { ...filter }, target);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Audit log</h1>
      <ListFilters
        action="/admin/audit"
        label="Filter the audit log"
        idPrefix="audit"
        fields={[
          { kind: 'text', name: 'actor', label: 'Staff email', type: 'email', value: filter.actor },
          {
            kind: 'select',
            name: 'action',
            label: 'Action',
            value: filter.action,
            any: 'Any action',
            options: facets.actions,
          },
          {
            kind: 'select',
            name: 'entity',
            label: 'Record type',
            value: filter.entity,
            any: 'Any type',
            options: facets.entities,
          },
          { kind: 'date', name: 'from', label: 'From (date)', value: filter.from },
          { kind: 'date', name: 'to', label: 'To (date)', value: filter.to },
        ]}
      />
      <p role="status">
        {total === 0
          ? 'No entries match.'
          : `${plural(total, 'entry', 'entries')}, page ${Math.min(page, pages)} of ${pages}.`}
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
          {page > 1 ? (
            <Link href={pageLink(page - 1)} prefetch={false}>
              Newer entries
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link href={pageLink(page + 1)} prefetch={false}>
              Older entries
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
