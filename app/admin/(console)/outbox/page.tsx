import { plural } from '@/lib/admin/plural';
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { ListFilters } from '@/components/admin/ListFilters';
import { OutboxTable } from '@/components/admin/OutboxTable';
import { getDb } from '@/lib/server/db';
import { OUTBOX_PAGE_SIZE, listOutbox, outboxKinds, outboxStateOf, type OutboxFilter } from '@/lib/server/outbox/query';
import { requireStaff } from '@/lib/server/staff/guard';
import { OUTBOX_SORTS, OUTBOX_STATES, type OutboxSort, type OutboxState } from '@/lib/validations/privacy';
import { pageHref, pageParam } from '@/lib/admin/paging';

export const metadata: Metadata = { title: 'Mail outbox' };

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 200) : undefined);
const stateLabels: Record<OutboxState, string> = { sent: 'Sent', unsent: 'Not sent yet', failed: 'Failed' };
const sortLabels: Record<OutboxSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  recipient: 'Recipient A to Z',
};

/** Every e-mail the site queued, filtered through the URL query so Back and shared links keep the view. */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('outbox.read', '/admin/outbox');
  const search = await searchParams;
  const state = OUTBOX_STATES.find((value) => value === one(search.state));
  const sort = OUTBOX_SORTS.find((value) => value === one(search.sort) && value !== 'newest');
  const filter: OutboxFilter = {
    kind: one(search.kind) || undefined,
    state,
    address: one(search.address)?.trim() || undefined,
    sort,
  };
  const page = pageParam(one(search.page));
  const db = await getDb();
  const [{ rows, total }, kinds] = await Promise.all([listOutbox(db, filter, page), outboxKinds(db)]);
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const pageLink = (target: number) => pageHref('/admin/outbox', { ...filter }, target);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Mail outbox</h1>
      <ListFilters
        action="/admin/outbox"
        label="Filter the outbox"
        idPrefix="outbox"
        fields={[
          { kind: 'text', name: 'address', label: 'Recipient contains', value: filter.address },
          { kind: 'select', name: 'kind', label: 'Kind', value: filter.kind, any: 'Any kind', options: kinds },
          {
            kind: 'select',
            name: 'state',
            label: 'State',
            value: filter.state,
            any: 'Any state',
            options: OUTBOX_STATES.map((value) => ({ value, label: stateLabels[value] })),
          },
          {
            kind: 'select',
            name: 'sort',
            label: 'Order',
            value: filter.sort ?? 'newest',
            options: OUTBOX_SORTS.map((value) => ({ value, label: sortLabels[value] })),
          },
        ]}
      />
      <p role="status">
        {total === 0 ? 'No messages match.' : `${plural(total, 'message')}, page ${Math.min(page, pages)} of ${pages}.`}
      </p>
      {rows.length > 0 && (
        <OutboxTable
          rows={rows.map((row) => ({
            id: row.id,
            createdAt: row.createdAt,
            kind: row.kind,
            toAddress: row.toAddress,
            subject: row.subject,
            state: outboxStateOf(row),
          }))}
        />
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Outbox pages">
          {page > 1 ? (
            <Link href={pageLink(page - 1)} prefetch={false}>
              Newer messages
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link href={pageLink(page + 1)} prefetch={false}>
              Older messages
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
