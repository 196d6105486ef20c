import { ListFilters } from '../ListFilters';
import inbox from './leads.module.scss';
import { LEAD_FORMS, LEAD_STATUSES, leadFormLabels, leadStatusLabels, type LeadInboxQuery } from '@/lib/leads/inbox';

const SORTS = [
  { value: 'date', label: 'Date received' },
  { value: 'name', label: 'Name' },
  { value: 'form', label: 'Form' },
  { value: 'status', label: 'Status' },
];
const DIRECTIONS = [
  { value: 'desc', label: 'Descending (newest, Z to A)' },
  { value: 'asc', label: 'Ascending (oldest, A to Z)' },
];

/** The inbox's filter form: a plain GET form, so the filter is the URL and works without JavaScript. */
export function LeadFilters({
  query,
  topics,
  countries,
}: {
  query: LeadInboxQuery;
  topics: { value: string; label: string }[];
  countries: string[];
}) {
  return (
    <ListFilters
      action="/admin/leads"
      label="Filter leads"
      idPrefix="leads"
      submitLabel="Show leads"
      gridClassName={inbox.fieldGrid}
      fields={[
        { kind: 'text', name: 'q', label: 'Search', value: query.q },
        {
          kind: 'select',
          name: 'form',
          label: 'Form',
          value: query.form,
          any: 'Any form',
          options: LEAD_FORMS.map((form) => ({ value: form, label: leadFormLabels[form] })),
        },
        {
          kind: 'select',
          name: 'status',
          label: 'Status',
          value: query.status,
          any: 'Any status',
          options: LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabels[status] })),
        },
        { kind: 'select', name: 'topic', label: 'Topic', value: query.topic, any: 'Any topic', options: topics },
        {
          kind: 'select',
          name: 'country',
          label: 'Country',
          value: query.country,
          any: 'Any country',
          options: countries,
        },
        { kind: 'select', name: 'sort', label: 'Sort by', value: query.sort, options: SORTS },
        { kind: 'date', name: 'from', label: 'Received from (date)', value: query.from },
        { kind: 'date', name: 'to', label: 'Received until (date)', value: query.to },
        { kind: 'select', name: 'dir', label: 'Order', value: query.dir, options: DIRECTIONS },
      ]}
    />
  );
}
