import { render, screen } from '@testing-library/react';
import type { Lead } from '@/lib/server/leads/repository';
import { LeadDetails } from './LeadDetails';

jest.mock('@/lib/server/leads/repository', () => ({}));

const lead = {
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'CR-0000000001',
  form: 'grant',
  topic: 'grant',
  status: 'new',
  first_name: 'Ada',
  last_name: 'Test',
  email: 'ada@example.com',
  country: 'Italy',
  organisation: null,
  message: 'Our project.',
  details: { amount: '5000', attachment_bytes: 45, privacy_consent: true },
  attachment_key: 'leads/x.pdf',
  assigned_to: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
} as unknown as Lead;

test('a lead shows its topic label and its attachment as a named download with a size, not raw fields', () => {
  render(<LeadDetails lead={lead} assignee={null} />);
  expect(screen.getByText('Educational or scientific grant')).toBeTruthy();
  expect(screen.queryByText(/Attachment bytes/)).toBeNull();
  const link = screen.getByRole('link', { name: 'Download the application PDF (45 bytes)' });
  expect(link.getAttribute('href')).toBe(`/api/admin/leads/${lead.id}/attachment`);
});
