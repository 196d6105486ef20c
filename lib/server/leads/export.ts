import 'server-only';
import type { Db } from '../db';
import { csvRecord, CSV_BOM } from '../csv';
import { leadsForExport, type LeadExportRow, type LeadFilter, type LeadSort } from './inbox-query';
import { leadReference } from '@/lib/leads/fields';
import { topicLabel } from '@/lib/forms/topic-labels';

/**
 * The fields forms keep in `details` (lib/forms/*.ts, lib/server/leads/repository.ts), each in a column of its
 * own so a spreadsheet can sort and filter by it; a key no form writes today goes to "Other details" (JSON).
 */
export const DETAIL_COLUMNS = [
  ['brochure_id', 'Brochure'],
  ['order_reference', 'Order reference'],
  ['amount', 'Amount requested'],
  ['attachment_bytes', 'Attachment size (bytes)'],
  ['marketing_consent', 'Marketing consent'],
  ['privacy_consent', 'Privacy consent'],
  ['user_id', 'Learner account'],
] as const;
const detailKeys = new Set<string>(DETAIL_COLUMNS.map(([key]) => key));

export const LEAD_CSV_HEADER = [
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
  ...DETAIL_COLUMNS.map(([, label]) => label),
  'Other details',
  'Assigned to',
  'Has attachment',
  'Last changed (UTC)',
];

const cell = (value: unknown): string | null =>
  value === true ? 'yes' : value === false ? 'no' : value === null || value === undefined ? null : String(value);

/** A lead's `details` JSON as one cell per known field, then the rest (if any) as JSON. */
export function detailCells(details: string): (string | null)[] {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(details);
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const other = Object.fromEntries(Object.entries(parsed).filter(([key]) => !detailKeys.has(key)));
  return [
    ...DETAIL_COLUMNS.map(([key]) => {
      const value = parsed[key];
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : cell(value);
    }),
    Object.keys(other).length > 0 ? JSON.stringify(other) : null,
  ];
}

export function leadCsvRecord(row: LeadExportRow): string {
  return csvRecord([
    leadReference(row.id),
    row.created_at,
    row.form,
    topicLabel(row.topic),
    row.status,
    row.first_name,
    row.last_name,
    row.email,
    row.country,
    row.organisation,
    row.message,
    ...detailCells(row.details),
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
        controller.enqueue(encoder.encode(CSV_BOM + csvRecord(LEAD_CSV_HEADER)));
      },
      async pull(controller) {
        const next = await pages.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(leadCsvRecord).join('')));
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
