import { render, screen } from '@testing-library/react';
import { ListFilters } from './ListFilters';

test('a typed field list becomes a GET form whose fields carry the current query, with an empty choice where asked', () => {
  render(
    <ListFilters
      action="/admin/outbox"
      label="Filter the outbox"
      idPrefix="outbox"
      fields={[
        { kind: 'text', name: 'address', label: 'Recipient contains', value: 'ana@' },
        {
          kind: 'select',
          name: 'kind',
          label: 'Kind',
          value: 'lead-ack',
          any: 'Any kind',
          options: ['lead-ack', 'invite'],
        },
        {
          kind: 'select',
          name: 'sort',
          label: 'Order',
          value: 'oldest',
          options: [
            { value: 'newest', label: 'Newest first' },
            { value: 'oldest', label: 'Oldest first' },
          ],
        },
        { kind: 'date', name: 'from', label: 'From (date)', value: '2026-01-31' },
      ]}
    />,
  );
  const form = screen.getByRole('form', { name: 'Filter the outbox' });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/admin/outbox');
  expect(screen.getByLabelText('Recipient contains')).toHaveValue('ana@');
  expect(screen.getByLabelText('Recipient contains')).toHaveAttribute('name', 'address');
  expect(screen.getByLabelText('Kind')).toHaveValue('lead-ack');
  expect(screen.getByRole('option', { name: 'Any kind' })).toHaveValue('');
  expect(screen.getByLabelText('Order')).toHaveValue('oldest');
  expect(screen.queryAllByRole('option', { name: /^Any/ })).toHaveLength(1);
  expect(screen.getByLabelText('From (date)')).toHaveAttribute('type', 'date');
  expect(screen.getByLabelText('From (date)')).toHaveValue('2026-01-31');
  expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/admin/outbox');
  expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('type', 'submit');
});
