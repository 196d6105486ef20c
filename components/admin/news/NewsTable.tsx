'use client';
import { DataTableHead, useServerTable } from '@/components/admin/DataTableHead';
import Link from 'next/link';
import { createColumnHelper } from '@tanstack/react-table';
import type { NewsListRow } from '@/lib/server/news/admin';
import styles from './news-admin.module.scss';
import { DataTableBody } from '@/components/admin/DataTableBody';

type SortKey = 'title' | 'status' | 'date' | 'updated_at';
const column = createColumnHelper<NewsListRow>();
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

const columns = [
  column.accessor('title', {
    header: 'Title',
    cell: (info) => (
      <Link href={`/admin/news/${info.row.original.id}`} prefetch={false}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('news_type', {
    header: 'Type',
    enableSorting: false,
    cell: (info) => (info.getValue() === 'press' ? 'Press release' : 'News'),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) =>
      info.row.original.deleted_at ? 'Deleted' : info.getValue() === 'published' ? 'Published' : 'Draft',
  }),
  column.accessor('date', { header: 'Date', cell: (info) => day(info.getValue()) }),
  column.accessor('updated_at', { header: 'Last changed', cell: (info) => day(info.getValue()) }),
];

/**
 * The list's table. Paging, sorting and filtering happen on the server and live in the URL (Back works, links
 * can be shared), so TanStack Table runs in manual mode and each sortable header is a link.
 */
export function NewsTable({
  rows,
  query,
  sort,
  dir,
}: {
  rows: NewsListRow[];
  query: Record<string, string>;
  sort: SortKey;
  dir: 'asc' | 'desc';
}) {
  const table = useServerTable(rows, columns, { state: { sorting: [{ id: sort, desc: dir === 'desc' }] } });
  const sortHref = (key: string) => {
    const next = new URLSearchParams({ ...query, sort: key, dir: sort === key && dir === 'asc' ? 'desc' : 'asc' });
    next.delete('page');
    return `/admin/news?${next.toString()}`;
  };
  return (
    <div className={styles.tableWrap} role="region" aria-label="News items" tabIndex={0}>
      <table className={styles.table}>
        <DataTableHead
          table={table}
          sorting={{
            href: (id) => (table.getColumn(id)?.getCanSort() ? sortHref(id) : undefined),
            direction: (id) => (id === sort ? dir : undefined),
          }}
        />
        <DataTableBody table={table} />
      </table>
    </div>
  );
}
