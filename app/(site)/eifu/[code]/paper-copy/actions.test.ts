/** @jest-environment node */
import { idleFormState } from '@/lib/forms/action-state';
import { formatCalendarDay } from '@/lib/time';
import { getDb } from '@/lib/server/db';
import { insertTestDocument } from '@/lib/server/paper-copies/test-documents';

let requestHeaders: Record<string, string> = {};
jest.mock('next/headers', () => ({ headers: async () => new Headers(requestHeaders) }));

import { requestPaperCopyAction } from './actions';

let ipCounter = 0;
const asVisitor = (extra: Record<string, string> = {}) => {
  requestHeaders = { 'x-forwarded-for': `198.51.100.${++ipCounter}`, 'sec-fetch-site': 'same-origin', ...extra };
};

const post = (entries: Record<string, string>) => {
  const data = new FormData();
  data.append('$ACTION_ID_0123', '');
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

const request = {
  firstName: 'Paola',
  lastName: 'Carta',
  email: 'paola.paper@example.com',
  organisation: 'Ospedale di Prova',
  address: 'Via Esempio 1\n20100 Milano',
  country: 'Italy',
  document: 'TEST-IFU-ACT',
  language: 'it',
  quantity: '2',
  privacyConsent: 'on',
};

beforeAll(async () => {
  const db = await getDb();
  await insertTestDocument(db, { code: 'TEST-IFU-ACT', language: 'en', devices: ['ww/test-valve'] });
  await insertTestDocument(db, { code: 'TEST-IFU-ACT-IT', language: 'it', devices: ['ww/test-valve'] });
  await insertTestDocument(db, { code: 'TEST-BROCHURE', kind: 'brochure' });
  await insertTestDocument(db, { code: 'TEST-IFU-DRAFT', status: 'draft' });
});

async function queueRows(email: string) {
  const db = await getDb();
  return db
    .selectFrom('paper_copy_requests as p')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .select(['p.due_on', 'p.quantity', 'p.language', 'p.requested_at', 'l.form', 'l.details'])
    .where('l.email', '=', email)
    .execute();
}

test('a valid request is stored as a paper_copy lead with its queue row, and acknowledged with the due date', async () => {
  asVisitor();
  const state = await requestPaperCopyAction(idleFormState, post(request));
  expect(state).toEqual({
    status: 'sent',
    reference: expect.stringMatching(/^CR-[0-9A-F]{10}$/),
    note: expect.stringContaining('at the latest'),
  });
  const [row] = await queueRows(request.email);
  expect(row).toMatchObject({ form: 'paper_copy', quantity: 2, language: 'it' });
  // The receipt names the day the queue holds, as the visitor reads it.
  expect(state.note).toContain(`by ${formatCalendarDay(row!.due_on)} at the latest`);
  expect(JSON.parse(row!.details)).toMatchObject({ postal_address: request.address, document: 'TEST-IFU-ACT' });
  const db = await getDb();
  const mails = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', request.email).execute();
  expect(mails).toHaveLength(1);
  expect(mails[0]!.body_text).toContain(state.reference!);
  // Nothing the visitor typed goes to the address they typed (requirements §10.4).
  expect(mails[0]!.body_text).not.toContain('Paola');
  expect(mails[0]!.body_text).not.toContain('Via Esempio');
});

test.each([
  ['an unknown code', { document: 'NO-SUCH-IFU' }],
  ['a document that is not an IFU', { document: 'TEST-BROCHURE' }],
  ['an IFU with no published revision', { document: 'TEST-IFU-DRAFT' }],
])('%s is refused with a message and nothing stored', async (_, change) => {
  asVisitor();
  const email = `refused-${Math.random().toString(36).slice(2)}@example.com`;
  const state = await requestPaperCopyAction(idleFormState, post({ ...request, ...change, email }));
  expect(state.status).toBe('invalid');
  expect(state.errors?.document).toMatch(/cannot be requested on paper/);
  expect(state.values).toMatchObject({ firstName: 'Paola', address: request.address });
  expect(await queueRows(email)).toHaveLength(0);
});

test('quantity 1 to 10 only, a language the document exists in, and the usual required fields', async () => {
  asVisitor();
  const state = await requestPaperCopyAction(
    idleFormState,
    post({ ...request, quantity: '11', language: 'de', address: '', privacyConsent: '' }),
  );
  expect(state.status).toBe('invalid');
  expect(state.errors).toMatchObject({
    quantity: expect.stringMatching(/1 to 10/),
    language: expect.stringMatching(/languages listed/),
    address: expect.stringMatching(/postal address/),
    privacyConsent: expect.any(String),
  });
  asVisitor();
  expect(
    (await requestPaperCopyAction(idleFormState, post({ ...request, quantity: '0' }))).errors?.quantity,
  ).toBeTruthy();
});

test('a cross-site post is refused', async () => {
  asVisitor({ 'sec-fetch-site': 'cross-site' });
  const state = await requestPaperCopyAction(idleFormState, post({ ...request, email: 'cross@example.com' }));
  expect(state).toMatchObject({ status: 'refused', message: 'Cross-site request refused.' });
  expect(await queueRows('cross@example.com')).toHaveLength(0);
});

test('a recipient gets three requests a day, however the address is spelt; others are not held up', async () => {
  const spellings = ['paula.post@gmail.com', 'PaulaPost@gmail.com', 'paula.post+ifu@googlemail.com'];
  for (const email of spellings) {
    asVisitor();
    expect((await requestPaperCopyAction(idleFormState, post({ ...request, email }))).status).toBe('sent');
  }
  asVisitor();
  const refused = await requestPaperCopyAction(idleFormState, post({ ...request, email: 'p.a.u.l.a.post@gmail.com' }));
  expect(refused).toMatchObject({ status: 'refused', message: expect.stringContaining('several paper-copy requests') });
  // What was typed is kept for the visitor, and nothing was stored or sent.
  expect(refused.values).toMatchObject({ email: 'p.a.u.l.a.post@gmail.com', address: request.address });
  expect(await queueRows('p.a.u.l.a.post@gmail.com')).toHaveLength(0);
  asVisitor();
  expect(
    (await requestPaperCopyAction(idleFormState, post({ ...request, email: 'other.reader@example.com' }))).status,
  ).toBe('sent');
});

test('past the site-wide daily ceiling every request is refused with a clear message, nothing stored', async () => {
  const { consume } = await import('@/lib/server/rate-limit');
  const { PAPER_COPY_LIMITS } = await import('@/lib/server/paper-copies/limits');
  const db = await getDb();
  for (let taken = 0; taken < PAPER_COPY_LIMITS.siteWide.limit; taken++)
    await consume(db, 'paper-copy-site', PAPER_COPY_LIMITS.siteWide);
  asVisitor();
  const refused = await requestPaperCopyAction(idleFormState, post({ ...request, email: 'late.reader@example.com' }));
  expect(refused).toMatchObject({
    status: 'refused',
    message: expect.stringContaining('more paper-copy requests online today'),
  });
  expect(await queueRows('late.reader@example.com')).toHaveLength(0);
});
