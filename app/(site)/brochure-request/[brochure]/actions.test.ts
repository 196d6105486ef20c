/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { rateLimits } from '@/lib/server/config';
import { idleFormState } from '@/lib/forms/action-state';
import { BROCHURE_LIMITED, BROCHURE_UNKNOWN } from '@/lib/validations/brochure-form-state';

// The action runs as in a request: the client address comes from X-Forwarded-For, set by the site's server.
let clientAddress = '';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': clientAddress }),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { requestBrochureAction } = require('./actions') as typeof import('./actions');

let ipCounter = 0;
const freshIp = () => (clientAddress = `198.51.100.${++ipCounter}`);

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  country: 'Italy',
  hospital: 'Ospedale San Giovanni',
  personalCheck: 'on',
  brochure: 'solo-smart',
};

/** A browser's form post: checked boxes send "on", unchecked ones nothing. */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const send = (fields: Record<string, string>) => requestBrochureAction(idleFormState, form(fields));

async function storedRequests() {
  const db = await getDb();
  return db.selectFrom('brochure_requests').selectAll().orderBy('created_at', 'asc').execute();
}

describe('requestBrochureAction (the brochure form without JavaScript)', () => {
  it('stores a valid request as the API does and answers with the brochure to download', async () => {
    freshIp();
    const before = (await storedRequests()).length;
    const state = await send(valid);
    expect(state.download).toEqual({ title: expect.any(String), fileUrl: '/documents/brochures/solo-smart.pdf' });
    expect(state.status).toBe('sent');
    const stored = await storedRequests();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({ email: 'ada@example.com', brochure_id: 'solo-smart', marketing_consent: 0 });
  });

  it('answers with the schema messages under their fields and the values kept, storing nothing', async () => {
    freshIp();
    const before = (await storedRequests()).length;
    const state = await send({ firstName: 'Ada', email: 'not-an-email', brochure: 'solo-smart' });
    expect(state.errors).toEqual({
      lastName: 'Last name is required',
      email: 'Invalid email format!',
      country: 'Country is required!',
      hospital: 'Hospital is required!',
      personalCheck: 'You must check this',
    });
    expect(state.values).toMatchObject({ firstName: 'Ada', email: 'not-an-email', personalCheck: false });
    expect(state.download).toBeUndefined();
    expect(await storedRequests()).toHaveLength(before);
  });

  it('refuses a brochure that is not in the catalogue', async () => {
    freshIp();
    const before = (await storedRequests()).length;
    const state = await send({ ...valid, brochure: 'no-such-brochure' });
    expect(state.message).toBe(BROCHURE_UNKNOWN);
    expect(state.download).toBeUndefined();
    expect(await storedRequests()).toHaveLength(before);
  });

  it('shares the per-address form limit of the API, and refuses past it without storing', async () => {
    freshIp();
    for (let i = 0; i < rateLimits.formsPerIp.limit; i++) expect((await send(valid)).download).toBeDefined();
    const before = (await storedRequests()).length;
    const state = await send(valid);
    expect(state.message).toBe(BROCHURE_LIMITED);
    expect(state.values).toMatchObject({ firstName: 'Ada' });
    expect(await storedRequests()).toHaveLength(before);
    // Another address is not affected.
    freshIp();
    expect((await send(valid)).download).toBeDefined();
  });
});
