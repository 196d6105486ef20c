'use client';
import { DataTableHead, useServerTable } from '@/components/admin/DataTableHead';
import { createColumnHelper, flexRender, type SortingState } from '@tanstack/react-table';
import Link from 'next/link';
import styles from './leads.module.scss';

/** What the server hands the table: one page of leads, already filtered, sorted and paged. */
export interface LeadTableRow {
  id: string;
  reference: string;
  received: string;
  name: string;
  email: string;
  form: string;
  topic: string;
  country: string;
  status: string;
  assignee: string;
}

type SortKey = 'date' | 'name' | 'form' | 'status';

const column = createColumnHelper<LeadTableRow>();
/** The columns; each lead's page gets the list's query (`list`), so its way back keeps the filter. */
const columnsFor = (query: string) => [
  column.accessor('reference', {
    header: 'Reference',
    enableSorting: false,
    cell: (info) => (
      <Link
        href={`/admin/leads/${info.row.original.id}${query ? `?list=${encodeURIComponent(query)}` : ''}`}
        prefetch={false}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('received', { id: 'date', header: 'Received' }),
  column.accessor('name', { id: 'name', header: 'Name' }),
  column.accessor('email', { header: 'Email', enableSorting: false }),
  column.accessor('form', { id: 'form', header: 'Form' }),
  column.accessor('topic', { header: 'Topic', enableSorting: false }),
  column.accessor('country', { header: 'Country', enableSorting: false }),
  column.accessor('status', { id: 'status', header: 'Status' }),
  column.accessor('assignee', { header: 'Assigned to', enableSorting: false }),
];

/**
 * The inbox table. TanStack Table draws it, but sorting and paging are the server's: each sortable header is a
 * link to the same list with `sort`/`dir` in the URL (so Back works and the view can be shared), and the table
 * only shows the state it is given (`manualSorting`).
 */
export function LeadsTable({
  rows,
  sort,
  dir,
  query,
}: {
  rows: LeadTableRow[];
  sort: SortKey;
  dir: 'asc' | 'desc';
  query: string;
}) {
  const sorting: SortingState = [{ id: sort, desc: dir === 'desc' }];
  const table = useServerTable(rows, columnsFor(query), { state: { sorting } });

  const sortHref = (key: SortKey) => {
    const params = new URLSearchParams(query);
    // A new sort starts on the usual direction (newest dates, A to Z names); the current one flips.
    const nextDir = key === sort ? (dir === 'asc' ? 'desc' : 'asc') : key === 'date' ? 'desc' : 'asc';
    params.delete('page');
    if (key === 'date') params.delete('sort');
    else params.set('sort', key);
    if (nextDir === 'desc') params.delete('dir');
    else params.set('dir', nextDir);
    const search = params.toString();
    return `/admin/leads${search ? `?${search}` : ''}`;
  };

  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        Leads, sorted by {sort} ({dir === 'asc' ? 'ascending' : 'descending'})
      </caption>
      <DataTableHead
        table={table}
        sorting={{
          href: (id) => (table.getColumn(id)?.getCanSort() ? sortHref(id as SortKey) : undefined),
          direction: (id) => (id === sort ? dir : undefined),
        }}
      />
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
