import { TextDecoder, TextEncoder } from 'node:util';
import { render, screen, within } from '@testing-library/react';
import { actAs, signedInStaff } from '@/tests/staff-fixtures';

// The database's drivers need these; jsdom (for rendering the page) lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

jest.mock('@/lib/server/staff/guard', () => jest.requireActual('@/tests/staff-fixtures').staffGuard);
actAs(signedInStaff('cs-page-test', 'cs-page@example.com', 'customer_service'));
jest.mock('./actions', () => ({ markSentAction: jest.fn() }));

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the globals above */
const { getDb } = require('@/lib/server/db') as typeof import('@/lib/server/db');
const { findRequestableDocument, storePaperCopyRequest } =
  require('@/lib/server/paper-copies/requests') as typeof import('@/lib/server/paper-copies/requests');
const { insertTestDocument } =
  require('@/lib/server/paper-copies/test-documents') as typeof import('@/lib/server/paper-copies/test-documents');
const { OverduePaperCopies } =
  require('@/components/admin/paper-copies/OverduePaperCopies') as typeof import('@/components/admin/paper-copies/OverduePaperCopies');
const QueuePage = (require('./page') as typeof import('./page')).default;
/* eslint-enable @typescript-eslint/no-require-imports */

const person = (email: string, language: string) => ({
  firstName: 'Page',
  lastName: 'Visitor',
  email,
  country: 'Germany',
  organisation: undefined,
  address: 'Hauptstraße 1\n10115 Berlin',
  document: 'TEST-IFU-PAGE-it',
  language,
  quantity: 1,
  privacyConsent: true as const,
});

let early = '';
let late = '';

beforeAll(async () => {
  const db = await getDb();
  await insertTestDocument(db, { code: 'TEST-IFU-PAGE-it', language: 'it', devices: ['ww/test-page'] });
  const german = await insertTestDocument(db, { code: 'TEST-IFU-PAGE-de', language: 'de', devices: ['ww/test-page'] });
  await db.updateTable('document_revisions').set({ revision: 'B' }).where('id', '=', german.revisionId).execute();
  const page = (await findRequestableDocument(db, 'TEST-IFU-PAGE-it'))!;
  // The later request first, so the page's order is not the order of insertion.
  late = (await storePaperCopyRequest(db, page, person('late@example.com', 'it'), new Date('2026-09-10T08:00:00Z')))
    .reference;
  early = (await storePaperCopyRequest(db, page, person('early@example.com', 'de'), new Date('2026-09-01T08:00:00Z')))
    .reference;
});

test('seen on a given day (the test clock), the overdue request comes first and each card says what to post', async () => {
  render(await QueuePage({ searchParams: Promise.resolve({ now: '2026-09-12T10:00:00Z' }) }));
  expect(screen.getByText(/In Italy, today is 2026-09-12/)).toBeInTheDocument();
  const cards = screen.getAllByRole('listitem').filter((item) => item.id.startsWith('request-'));
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    `${early}: IFU TEST-IFU-PAGE-de, revision B, German Overdue`,
    `${late}: IFU TEST-IFU-PAGE-it, revision A, Italian Open`,
  ]);
  expect(within(cards[0]!).getByText(/To post:/).parentElement).toHaveTextContent(
    'To post: IFU TEST-IFU-PAGE-de, revision B, German, 1 copy, by 2026-09-08.',
  );
});

test('the dashboard says how many requests wait and the next due date, and flags the overdue ones', async () => {
  render(await OverduePaperCopies({ now: new Date('2026-09-12T10:00:00Z') }));
  expect(screen.getByRole('alert')).toHaveTextContent('1 paper copy is overdue.');
  expect(screen.getByText(/Paper copies: 2 open requests, next due by 2026-09-08\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the queue' })).toHaveAttribute('href', '/admin/paper-copies');
});
