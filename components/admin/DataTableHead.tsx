'use client';
import Link from 'next/link';
import { flexRender, type Table } from '@tanstack/react-table';

/** How a table is sorted on the server: each sortable column's address, and the column sorted now. */
export interface TableSorting {
  /** The address that sorts by this column (or reverses it), or nothing for a column that does not sort. */
  href: (columnId: string) => string | undefined;
  /** The direction this column is sorted in now, if it is the one. */
  direction: (columnId: string) => 'asc' | 'desc' | undefined;
}

/**
 * The head of a back-office TanStack table. Sorting is a link (the server sorts, so it works without JavaScript);
 * the sorted column says so with `aria-sort` and an arrow that screen readers skip.
 */
export function DataTableHead<Row>({ table, sorting }: { table: Table<Row>; sorting?: TableSorting }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const label = flexRender(header.column.columnDef.header, header.getContext());
            const href = sorting?.href(header.column.id);
            const sorted = sorting?.direction(header.column.id);
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {href ? (
                  <Link href={href} prefetch={false}>
                    {label}
                    {sorted && <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : ' ▼'}</span>}
                  </Link>
                ) : (
                  label
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
