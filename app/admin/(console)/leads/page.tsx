import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import inbox from '@/components/admin/leads/leads.module.scss';
import { LeadFilters } from '@/components/admin/leads/LeadFilters';
import { LeadsTable } from '@/components/admin/leads/LeadsTable';
import { plural } from '@/lib/admin/plural';
import { topicLabel } from '@/lib/forms/topic-labels';
import { getDb } from '@/lib/server/db';
import { leadFacets } from '@/lib/server/leads/facets';
import { listLeadPage } from '@/lib/server/leads/inbox-query';
import { requireStaff } from '@/lib/server/staff/guard';
import { can } from '@/lib/server/staff/permissions';
import {
  LEAD_FORMS,
  LEADS_PAGE_SIZE,
  leadFormLabels,
  leadQueryString,
  leadStatusLabels,
  parseLeadQuery,
} from '@/lib/leads/inbox';

export const metadata: Metadata = { title: 'Leads' };

type Search = Record<string, string | string[] | undefined>;
const formatDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** Every form's submissions in one list, or one form's: filters, sort and page all live in the URL. */
export default async function LeadsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const staff = await requireStaff('leads.read', '/admin/leads');
  const query = parseLeadQuery(await searchParams);
  const db = await getDb();
  const [{ rows, total }, facets] = await Promise.all([listLeadPage(db, query), leadFacets(db)]);
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const link = (overrides: Parameters<typeof leadQueryString>[1]) => {
    const search = leadQueryString(query, overrides);
    return `/admin/leads${search ? `?${search}` : ''}`;
  };
  const filterQuery = leadQueryString(query, { page: 1 });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Leads</h1>
      <nav className={inbox.forms} aria-label="Forms">
        <ul>
          {[undefined, ...LEAD_FORMS].map((form) => (
            <li key={form ?? 'all'}>
              <Link
                href={link({ form, page: 1 })}
                prefetch={false}
                aria-current={query.form === form ? 'page' : undefined}
              >
                {form ? leadFormLabels[form] : 'All forms'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LeadFilters
        query={query}
        topics={facets.topics.map((topic) => ({ value: topic, label: topicLabel(topic) }))}
        countries={facets.countries}
      />
      <div className={styles.actions}>
        <p role="status" className={styles.message}>
          {total === 0
            ? 'No leads match.'
            : `${plural(total, 'lead')}, page ${Math.min(query.page, pages)} of ${pages}.`}
        </p>
        {can(staff.role, 'leads.export') && total > 0 && (
          <a
            className={styles.secondary}
            href={`/api/admin/leads/export${filterQuery ? `?${filterQuery}` : ''}`}
            download
          >
            Export these {total} as CSV
          </a>
        )}
      </div>
      {rows.length > 0 && (
        <LeadsTable
          sort={query.sort}
          dir={query.dir}
          query={filterQuery}
          rows={rows.map((row) => ({
            id: row.id,
            reference: row.reference,
            received: formatDate(row.createdAt),
            name: row.name,
            email: row.email,
            form: leadFormLabels[row.form] ?? row.form,
            topic: topicLabel(row.topic),
            country: row.country,
            status: leadStatusLabels[row.status] ?? row.status,
            assignee: row.assignee ?? '',
          }))}
        />
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Lead pages">
          {query.page > 1 ? (
            <Link href={link({ page: query.page - 1 })} prefetch={false}>
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {query.page < pages ? (
            <Link href={link({ page: query.page + 1 })} prefetch={false}>
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
