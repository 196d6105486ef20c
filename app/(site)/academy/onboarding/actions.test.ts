/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { rateLimits } from '@/lib/server/config';
import { createSession } from '@/lib/server/auth/sessions';
import { upsertLearner } from '@/lib/server/repositories/users';
import { idleFormState } from '@/lib/forms/action-state';
import { ONBOARDING_LIMITED } from '@/lib/validations/onboarding-form-state';

// The action runs as in a request: X-Forwarded-For (set by the site's server) and the learner's session cookie;
// redirect() throws, as Next's does.
let clientAddress = '';
let sessionToken: string | undefined;
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': clientAddress }),
  cookies: async () => ({ get: () => (sessionToken ? { value: sessionToken } : undefined) }),
}));
jest.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Error(`REDIRECT ${location}`);
  },
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { onboardAction } = require('./actions') as typeof import('./actions');

let ipCounter = 0;
const freshIp = () => (clientAddress = `192.0.2.${++ipCounter}`);

const valid = {
  fname: 'Grace',
  lname: 'Hopper',
  country: 'Italy',
  email: 'grace.onboarding@example.com',
  policyCheck: 'on',
  next: '/academy/courses',
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

async function onboard(fields: Record<string, string>) {
  try {
    return await onboardAction(idleFormState, form(fields));
  } catch (error) {
    return (error as Error).message;
  }
}

async function signedInLearner(email: string) {
  const db = await getDb();
  const { id } = await upsertLearner(db, { email, password: 'a long academy password', firstName: 'G', lastName: 'H' });
  sessionToken = await createSession(db, id);
  return id;
}

const onboarded = async (id: string) =>
  (await (await getDb()).selectFrom('users').select('onboarded').where('id', '=', id).executeTakeFirstOrThrow())
    .onboarded;

beforeEach(() => {
  sessionToken = undefined;
  freshIp();
});

describe('onboardAction (the academy onboarding without JavaScript)', () => {
  it('records the onboarding as POST users/on-board does and goes on to a same-site next', async () => {
    const id = await signedInLearner('onboard.valid@example.com');
    expect(await onboard(valid)).toBe('REDIRECT /academy/courses');
    expect(await onboarded(id)).toBe(1);
  });

  it('never leaves the site', async () => {
    await signedInLearner('onboard.next@example.com');
    expect(await onboard({ ...valid, next: '//evil.example/academy' })).toBe('REDIRECT /academy');
  });

  it('answers with the schema messages under their fields and the values kept, recording nothing', async () => {
    const id = await signedInLearner('onboard.invalid@example.com');
    const state = await onboard({ fname: 'Grace', lname: '', country: '', email: 'grace@', next: '/academy' });
    expect(state).toEqual({
      status: 'invalid',
      values: {
        fname: 'Grace',
        lname: '',
        country: '',
        email: 'grace@',
        policyCheck: false,
        communicationsCheck: false,
      },
      errors: {
        lname: 'This field is required',
        country: 'This field is required',
        email: 'Invalid email format!',
        policyCheck: "You must declare that you have read the product's Privacy Policy",
      },
    });
    expect(await onboarded(id)).toBe(0);
  });

  it('sends a visitor without a session to the sign-in', async () => {
    expect(await onboard(valid)).toBe('REDIRECT /login?next=%2Facademy%2Fonboarding');
  });

  it('shares the per-address form limit of the API', async () => {
    const id = await signedInLearner('onboard.limited@example.com');
    for (let i = 0; i < rateLimits.formsPerIp.limit; i++) await onboard({ ...valid, fname: '' });
    expect(await onboard(valid)).toMatchObject({ message: ONBOARDING_LIMITED });
    expect(await onboarded(id)).toBe(0);
  });
});
