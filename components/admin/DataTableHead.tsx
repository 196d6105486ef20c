'use client';
import Link from 'next/link';
import { flexRender, getCoreRowModel, useReactTable, type Table, type TableOptions } from '@tanstack/react-table';

/**
 * A back-office table whose paging, sorting and filtering the server does from the URL (Back works, links can be
 * shared): TanStack Table in manual mode, with what a table adds (its sorting state, its row ids).
 */
export function useServerTable<Row>(
  rows: Row[],
  columns: TableOptions<Row>['columns'],
  options: Omit<Partial<TableOptions<Row>>, 'data' | 'columns'> = {},
) {
  // TanStack Table hands out new functions each render, so the React Compiler leaves the component using it
  // unmemoised, which is what the table needs (a page of rows needs no memo); the rule only reports that.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    ...options,
  });
}

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
