import { z } from 'zod';
import { LEAD_FORM_NAMES, leadForms, type LeadFormName } from '@/lib/forms';
import { text } from '@/lib/validations/text';

/**
 * The leads inbox's query: filters, sort and page, read from the URL (so Back works and links can be shared) by
 * the list page and by the CSV export alike. Anything malformed is dropped, never an error: a hand-edited URL
 * shows the unfiltered list rather than a failure.
 */
// The brochure request, the academy onboarding and the paper copy of an IFU (lib/forms/paper-copy.ts, its own
// action) write leads too; the page forms come from their definitions.
export const LEAD_FORMS = ['brochure', 'onboarding', 'paper_copy', ...LEAD_FORM_NAMES] as [
  'brochure' | 'onboarding' | 'paper_copy' | LeadFormName,
  ...('brochure' | 'onboarding' | 'paper_copy' | LeadFormName)[],
];
export const LEAD_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export const LEAD_SORTS = ['date', 'name', 'form', 'status'] as const;
export const LEADS_PAGE_SIZE = 50;

export const leadFormLabels: Record<(typeof LEAD_FORMS)[number], string> = {
  brochure: 'Brochure request',
  onboarding: 'Academy onboarding',
  paper_copy: 'Paper copy of IFU',
  ...(Object.fromEntries(LEAD_FORM_NAMES.map((name) => [name, leadForms[name].inboxLabel])) as Record<
    LeadFormName,
    string
  >),
};

export const leadStatusLabels: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  spam: 'Spam',
};

const day = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));
const shortText = text().trim().max(120);
/** Drops a value that fails its rule instead of failing the whole query. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const leadQuerySchema = z.object({
  form: lenient(z.enum(LEAD_FORMS)),
  status: lenient(z.enum(LEAD_STATUSES)),
  topic: lenient(shortText.min(1)),
  country: lenient(shortText.min(1)),
  from: lenient(day),
  to: lenient(day),
  q: lenient(text().trim().min(1).max(200)),
  sort: z.enum(LEAD_SORTS).catch('date'),
  dir: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type LeadInboxQuery = z.infer<typeof leadQuerySchema>;

/** Reads the query from a URL's search params or a page's `searchParams` object (first value of a repeated key). */
export function parseLeadQuery(input: URLSearchParams | Record<string, string | string[] | undefined>): LeadInboxQuery {
  const entries =
    input instanceof URLSearchParams
      ? [...new Set(input.keys())].map((key) => [key, input.get(key) ?? undefined] as const)
      : Object.entries(input).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value] as const);
  const raw = Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== ''));
  return leadQuerySchema.parse(raw);
}

/** The URL query of a lead query, without defaults, so links stay short. `page` is left out unless asked. */
export function leadQueryString(query: Partial<LeadInboxQuery>, overrides: Partial<LeadInboxQuery> = {}): string {
  const merged = { ...query, ...overrides };
  const params = new URLSearchParams();
  for (const key of ['form', 'status', 'topic', 'country', 'from', 'to', 'q'] as const) {
    const value = merged[key];
    if (value) params.set(key, value);
  }
  if (merged.sort && merged.sort !== 'date') params.set('sort', merged.sort);
  if (merged.dir && merged.dir !== 'desc') params.set('dir', merged.dir);
  if (merged.page && merged.page > 1) params.set('page', String(merged.page));
  return params.toString();
}

/** Lead ids are UUIDs today; any short id of letters, digits and dashes is accepted so older rows keep working. */
export const leadId = text({ error: 'Unknown lead.' }).regex(/^[A-Za-z0-9-]{1,64}$/, 'Unknown lead.');

export const leadStatusChangeSchema = z.object({
  id: leadId,
  status: z.enum(LEAD_STATUSES, { error: 'Please choose a status.' }),
});

export const leadNoteSchema = z.object({
  id: leadId,
  body: text({ error: 'Please write a note.' })
    .trim()
    .min(1, 'Please write a note.')
    .max(4000, 'Please keep the note under 4000 characters.'),
});

export const leadAssignSchema = z.object({
  id: leadId,
  // Empty means "nobody".
  assignee: z.union([z.literal(''), text().min(1).max(100)], { error: 'Please choose a staff member.' }),
});
