'use client';
import { DataTableHead, useServerTable } from '@/components/admin/DataTableHead';
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import styles from '../admin.module.scss';
import { DataTableBody } from '@/components/admin/DataTableBody';

export interface LearnerTableRow {
  id: string;
  email: string;
  name: string;
  active: boolean;
  invited: boolean;
  createdAt: string;
}

type SortKey = 'name' | 'email' | 'created';
const column = createColumnHelper<LearnerTableRow>();
const columns = [
  column.accessor('name', {
    id: 'name',
    header: 'Name',
    cell: (info) => (
      <Link href={`/admin/academy/learners/${info.row.original.id}`}>{info.getValue() || '(no name)'}</Link>
    ),
  }),
  column.accessor('email', { id: 'email', header: 'E-mail' }),
  column.accessor((row) => (!row.active ? 'Deactivated' : row.invited ? 'Invited, no password yet' : 'Active'), {
    id: 'status',
    header: 'Status',
    enableSorting: false,
  }),
  column.accessor('createdAt', { id: 'created', header: 'Added', cell: (info) => info.getValue().slice(0, 10) }),
];

/**
 * The learner list: TanStack Table draws it; paging, sorting and search happen on the server from the URL query,
 * so Back works and a link is shareable. Sort headers are links carrying the next sort order.
 */
export function LearnersTable({
  rows,
  sort,
  direction,
  sortHref,
}: {
  rows: LearnerTableRow[];
  sort: SortKey;
  direction: 'asc' | 'desc';
  sortHref: Record<SortKey, string>;
}) {
  const table = useServerTable(rows, columns);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Learners</caption>
        <DataTableHead
          table={table}
          sorting={{
            href: (id) => sortHref[id as SortKey],
            direction: (id) => (id === sort ? direction : undefined),
          }}
        />
        <DataTableBody table={table} />
      </table>
    </div>
  );
}
