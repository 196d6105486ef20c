import 'server-only';
import type { Db } from '../db';
import { csvRecord, CSV_BOM } from '../csv';
import { leadsForExport, type LeadExportRow, type LeadFilter, type LeadSort } from './inbox-query';
import { leadReference } from '@/lib/validations/lead-fields';

const header = [
  'Reference',
  'Received (UTC)',
  'Form',
  'Topic',
  'Status',
  'First name',
  'Last name',
  'Email',
  'Country',
  'Organisation',
  'Message',
  'Details',
  'Assigned to',
  'Has attachment',
  'Last changed (UTC)',
];

function record(row: LeadExportRow): string {
  return csvRecord([
    leadReference(row.id),
    row.created_at,
    row.form,
    row.topic,
    row.status,
    row.first_name,
    row.last_name,
    row.email,
    row.country,
    row.organisation,
    row.message,
    row.details === '{}' ? '' : row.details,
    row.assignee_email,
    row.attachment_key ? 'yes' : 'no',
    row.updated_at,
  ]);
}

/**
 * The CSV of every lead the filter matches, as a byte stream: UTF-8 with a BOM (so spreadsheets read accents
 * right), a header row, then one record per lead. Pull-driven: the next page of rows is read only when the
 * client has taken the previous one, so a slow download never piles rows up in memory.
 */
export function leadsCsvStream(db: Db, query: LeadFilter & LeadSort, pageSize = 1000): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = leadsForExport(db, query, pageSize);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvRecord(header)));
      },
      async pull(controller) {
        const next = await pages.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(record).join('')));
      },
      async cancel() {
        await pages.return(undefined);
      },
    },
    // One page in the queue at a time.
    { highWaterMark: 1 },
  );
}

export const leadsCsvFileName = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`;
