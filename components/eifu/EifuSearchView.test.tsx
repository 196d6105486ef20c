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

// Issue 38.8 and 38.15: a phone shows the answer first, each card downloads its current file, German reads as German.
const german = {
  ...perceval,
  id: 'd2',
  code: 'sample-ifu-perceval-de',
  language: 'de',
  title: 'Gebrauchsanweisung',
  revisions: [
    {
      id: 'r2',
      revision: 'B',
      issueDate: '2026-03-31',
      fileName: 'b.pdf',
      fileSize: 2048,
      sha256: 'a'.repeat(64),
      externalUrl: null,
      changeNote: null,
      publishedAt: '2026-03-31T00:00:00.000Z',
      sample: true,
    },
  ],
};

test('after a search the answer comes first: no introduction, the page keeps its one h1', () => {
  const outcome: SearchOutcome = { documents: [german], readAs: 'text' };
  const { rerender } = render(<EifuSearchView query={{ q: '' }} outcome={outcome} empty={false} portalUrl={portal} />);
  expect(screen.getByText(/in the revision that matches your box/)).toBeInTheDocument();
  rerender(<EifuSearchView query={{ q: 'Perceval' }} outcome={outcome} empty={false} portalUrl={portal} />);
  expect(screen.queryByText(/in the revision that matches your box/)).not.toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('a result card links the PDF of the current revision and marks a German title and language as German', () => {
  const outcome: SearchOutcome = { documents: [german], readAs: 'text' };
  render(
    <EifuSearchView query={{ q: 'Perceval' }} outcome={outcome} empty={false} portalUrl={portal} languages={['de']} />,
  );
  const card = screen.getByRole('listitem');
  const download = screen.getByRole('link', { name: /^Download PDF/ });
  expect(download).toHaveAttribute('href', '/eifu/sample-ifu-perceval-de/B/file');
  expect(download).toHaveAccessibleName(/^Download PDF\s*:\s*Gebrauchsanweisung\s*, revision B$/);
  expect(screen.getByRole('link', { name: 'Gebrauchsanweisung' }).closest('[lang]')).toHaveAttribute('lang', 'de');
  expect(card.querySelector('[lang="de"]')).not.toBeNull();
  expect(screen.getByRole('option', { name: 'Deutsch (German)' })).toHaveAttribute('lang', 'de');
  expect(screen.getByRole('option', { name: 'All languages' })).not.toHaveAttribute('lang');
});
