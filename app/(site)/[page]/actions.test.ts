/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idleFormState } from '@/lib/forms/action-state';
import { getDb } from '@/lib/server/db';
import { pdfBytes } from '@/tests/api/lead-client';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'site-test-uploads-'));

/** The action runs as in a request: the address and fetch metadata come from the request's headers. */
let requestHeaders: Record<string, string> = {};
jest.mock('next/headers', () => ({ headers: async () => new Headers(requestHeaders) }));

import { submitLeadFormAction } from './actions';

let ipCounter = 0;
const asVisitor = (extra: Record<string, string> = {}) => {
  requestHeaders = { 'x-forwarded-for': `198.51.100.${++ipCounter}`, 'sec-fetch-site': 'same-origin', ...extra };
};

async function leadCount() {
  const db = await getDb();
  const row = await db.selectFrom('leads').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const post = (entries: Record<string, string | File>) => {
  const data = new FormData();
  // What React adds to a progressively enhanced form: never a field of ours.
  data.append('$ACTION_ID_0123', '');
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.action@example.com',
  country: 'Italy',
  topic: 'general',
  message: 'Hello',
  privacyConsent: 'on',
};

describe('the lead form action (a post with or without JavaScript)', () => {
  it('stores a valid contact post and answers the reference', async () => {
    asVisitor();
    const before = await leadCount();
    const state = await submitLeadFormAction('contact', idleFormState, post(contact));
    expect(state).toEqual({ status: 'sent', reference: expect.stringMatching(/^CR-[0-9A-F]{10}$/) });
    expect(await leadCount()).toBe(before + 1);
    const db = await getDb();
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'ada.action@example.com')
      .executeTakeFirstOrThrow();
    expect(lead.form).toBe('contact');
  });

  it('answers an invalid post with a message per field and every value it was sent, and stores nothing', async () => {
    asVisitor();
    const before = await leadCount();
    const state = await submitLeadFormAction(
      'customer-service',
      idleFormState,
      post({ ...contact, email: 'nope', requestType: 'returns', orderReference: 'PO-9' }),
    );
    expect(state.status).toBe('invalid');
    expect(state.errors).toEqual({
      email: 'Invalid email format!',
      organisation: 'Please enter your hospital or organisation.',
    });
    expect(state.values).toMatchObject({
      firstName: 'Ada',
      email: 'nope',
      orderReference: 'PO-9',
      privacyConsent: true,
    });
    expect(state.values).not.toHaveProperty('$ACTION_ID_0123');
    expect(await leadCount()).toBe(before);
  });

  it('refuses a cross-site post and an unknown form, storing nothing', async () => {
    asVisitor({ 'sec-fetch-site': 'cross-site' });
    const before = await leadCount();
    expect(await submitLeadFormAction('contact', idleFormState, post(contact))).toMatchObject({
      status: 'refused',
      message: 'Cross-site request refused.',
    });
    asVisitor();
    expect((await submitLeadFormAction('brochure', idleFormState, post(contact))).status).toBe('refused');
    expect(await leadCount()).toBe(before);
  });

  it('shares the per-address limit of the forms, from the trusted client address', async () => {
    asVisitor();
    const address = requestHeaders['x-forwarded-for']!;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await submitLeadFormAction('contact', idleFormState, post({ ...contact, firstName: '' }));
    }
    const before = await leadCount();
    const state = await submitLeadFormAction('contact', idleFormState, post(contact));
    expect(state).toMatchObject({ status: 'refused', message: expect.stringMatching(/Too many requests/) });
    expect(state.values).toMatchObject({ firstName: 'Ada' });
    expect(await leadCount()).toBe(before);
    // Another address is not limited.
    asVisitor();
    expect(requestHeaders['x-forwarded-for']).not.toBe(address);
    expect((await submitLeadFormAction('contact', idleFormState, post(contact))).status).toBe('sent');
  });

  it('grant: takes the PDF from the multipart post, checks its bytes, and keeps no file on refusal', async () => {
    asVisitor();
    const fields = {
      organisation: 'Heart Foundation',
      firstName: 'Karen',
      lastName: 'Jones',
      email: 'karen.action@example.com',
      country: 'Germany',
      requestType: 'grant',
      purpose: 'A course.',
      privacyConsent: 'on',
    };
    const fake = new File([new TextEncoder().encode('MZ not a pdf')], 'application.pdf', { type: 'application/pdf' });
    const refused = await submitLeadFormAction('grant', idleFormState, post({ ...fields, attachment: fake }));
    expect(refused).toMatchObject({
      status: 'invalid',
      errors: { attachment: 'The attachment must be a PDF document.' },
    });
    expect(refused.values).toMatchObject({ organisation: 'Heart Foundation' });
    expect(refused.values).not.toHaveProperty('attachment');

    const pdf = new File([pdfBytes()], 'application.pdf', { type: 'application/pdf' });
    const sent = await submitLeadFormAction('grant', idleFormState, post({ ...fields, attachment: pdf }));
    expect(sent.status).toBe('sent');
    const db = await getDb();
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'karen.action@example.com')
      .executeTakeFirstOrThrow();
    expect(lead.attachment_key).toMatch(/^grants\/.+\.pdf$/);
  });
});
