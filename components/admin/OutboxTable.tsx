'use client';
import { DataTableHead, useServerTable } from '@/components/admin/DataTableHead';
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import styles from './admin.module.scss';
import { DataTableBody } from '@/components/admin/DataTableBody';

export interface OutboxTableRow {
  id: string;
  createdAt: string;
  kind: string;
  toAddress: string;
  subject: string;
  state: 'sent' | 'unsent' | 'failed';
}

const stateLabels = { sent: 'Sent', unsent: 'Not sent', failed: 'Failed' } as const;
const column = createColumnHelper<OutboxTableRow>();

// Paging, filtering and sorting happen on the server (URL query); the table only lays out the page it is given.
const columns = [
  column.accessor('createdAt', {
    header: 'Queued (UTC)',
    cell: (info) => info.getValue().slice(0, 16).replace('T', ' '),
  }),
  column.accessor('kind', { header: 'Kind' }),
  column.accessor('toAddress', { header: 'To' }),
  column.accessor('subject', {
    header: 'Subject',
    cell: (info) => (
      <Link href={`/admin/outbox/message?id=${info.row.original.id}`} prefetch={false}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => <span className={styles.badge}>{stateLabels[info.getValue()]}</span>,
  }),
];

export function OutboxTable({ rows }: { rows: OutboxTableRow[] }) {
  const table = useServerTable(rows, columns, { getRowId: (row) => row.id });
  return (
    <div className={styles.tableWrap} role="region" aria-label="Mail outbox" tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">Messages, newest first</caption>
        <DataTableHead table={table} />
        <DataTableBody table={table} />
      </table>
    </div>
  );
}
