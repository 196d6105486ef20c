import { render, screen } from '@testing-library/react';
import type { SearchOutcome } from '@/lib/server/documents/public';
import { EifuSearchView, resultsTitle } from './EifuSearchView';

const portal = 'https://portal.example';
// The shape of the development sample (lib/server/seed/sample-documents.ts).
const perceval = {
  id: 'd1',
  code: 'sample-ifu-perceval-en',
  kind: 'ifu' as const,
  language: 'en',
  title: 'Sample instructions for use: Perceval (fictitious)',
  sample: true,
  devices: [{ key: 'ww/perceval', name: 'Perceval', market: 'ww' as const, path: '/devices/perceval' }],
  identifiers: [],
  revisions: [],
};

test('a known device with no document here is named, with the external portal, and no other device is offered', () => {
  const outcome: SearchOutcome = {
    documents: [],
    readAs: 'text',
    device: { name: 'Perceval Plus', documents: 0 },
    suggestions: [],
  };
  render(<EifuSearchView query={{ q: 'Perceval Plus' }} outcome={outcome} empty={false} portalUrl={portal} />);
  expect(screen.getByRole('heading', { level: 2, name: 'No documents for “Perceval Plus”' })).toBeInTheDocument();
  expect(screen.getByText(/There is no document for Perceval Plus on this site yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'electronic IFU portal' })).toHaveAttribute('href', portal);
  expect(screen.queryByRole('list', { name: 'Documents found' })).not.toBeInTheDocument();
});

test('a near name is offered as a suggestion link, not as results', () => {
  const outcome: SearchOutcome = { documents: [], readAs: 'text', suggestions: ['Perceval'] };
  render(<EifuSearchView query={{ q: 'Percevel', lang: 'de' }} outcome={outcome} empty={false} portalUrl={portal} />);
  expect(screen.getByText(/Did you mean/)).toHaveTextContent('Did you mean Perceval?');
  expect(screen.getByRole('link', { name: 'Perceval' })).toHaveAttribute('href', '/eifu?q=Perceval&lang=de');
});

test('the results title carries the query and the count and is announced; the language filter offers only languages with documents', () => {
  const outcome: SearchOutcome = { documents: [perceval], readAs: 'text', device: { name: 'Perceval', documents: 1 } };
  render(
    <EifuSearchView
      query={{ q: 'Perceval' }}
      outcome={outcome}
      empty={false}
      portalUrl={portal}
      languages={['de', 'en']}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: '1 document for “Perceval”' })).toBeInTheDocument();
  const title = screen.getByRole('heading', { level: 2, name: '1 document for “Perceval”' });
  expect(title).toHaveAttribute('aria-live', 'polite');
  expect(
    Array.from((screen.getByLabelText('Language') as HTMLSelectElement).options).map((option) => option.text),
  ).toEqual(['All languages', 'Deutsch (German)', 'English']);
  expect(resultsTitle({ q: 'perceval', lang: 'de', kind: 'ifu' }, { documents: [], readAs: 'text' })).toBe(
    'No documents for “perceval” (Deutsch (German), Instructions for use)',
  );
});
