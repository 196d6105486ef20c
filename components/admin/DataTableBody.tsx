'use client';

import { flexRender, type Table } from '@tanstack/react-table';

/** The body of a back-office TanStack table: one row per record, each cell rendered by its column. */
export function DataTableBody<Row>({ table }: { table: Table<Row> }) {
  return (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id}>
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
