/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { rateLimits } from '@/lib/server/config';
import { sessionCookie } from '@/lib/server/auth/sessions';
import { upsertLearner } from '@/lib/server/repositories/users';
import { idleFormState } from '@/lib/forms/action-state';

// The action runs as in a request: the client address comes from X-Forwarded-For (set by the site's server); the
// cookies it sets are recorded with their attributes; redirect() throws, as Next's does.
let clientAddress = '';
const setCookies: Record<string, unknown>[] = [];
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': clientAddress }),
  cookies: async () => ({ set: (cookie: Record<string, unknown>) => void setCookies.push(cookie) }),
}));
jest.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Error(`REDIRECT ${location}`);
  },
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signInAction } = require('./actions') as typeof import('./actions');

jest.setTimeout(60_000);

let ipCounter = 0;
const freshIp = () => (clientAddress = `203.0.113.${++ipCounter}`);
const PASSWORD = 'a long academy password';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** The answer shown, or where the learner was sent. */
async function signIn(fields: Record<string, string>) {
  try {
    return await signInAction(idleFormState, form(fields));
  } catch (error) {
    return (error as Error).message;
  }
}

async function learner(email: string, onboarded: boolean) {
  const db = await getDb();
  const { id } = await upsertLearner(db, { email, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' });
  if (onboarded) await db.updateTable('users').set({ onboarded: 1 }).where('id', '=', id).execute();
}

beforeEach(() => {
  setCookies.length = 0;
  freshIp();
});

describe('signInAction (the academy sign-in without JavaScript)', () => {
  it('sets the session cookie exactly as POST users/login does and goes to a same-site next', async () => {
    await learner('onboarded.action@example.com', true);
    const answer = await signIn({
      email: 'Onboarded.Action@example.com',
      password: PASSWORD,
      next: '/academy/courses/course/1',
    });
    expect(answer).toBe('REDIRECT /academy/courses/course/1');
    // The session, and the signed "known device" cookie that prefers this browser when sign-in is under pressure.
    expect(setCookies.map((set) => set.name)).toEqual(['session', 'known-device']);
    const cookie = setCookies[0] as { name: string; value: string; maxAge: number; secure: boolean };
    const header = sessionCookie(cookie.value);
    expect(header).toBe(
      [
        `${cookie.name}=${cookie.value}`,
        'Path=/',
        'HttpOnly',
        'SameSite=Lax',
        `Max-Age=${cookie.maxAge}`,
        ...(cookie.secure ? ['Secure'] : []),
      ].join('; '),
    );
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'lax' });
  });

  it.each(['https://evil.example/academy', '//evil.example', '/\\evil.example', '/%2e%2e//evil.example', '/login'])(
    'never leaves the site or loops to the login: next=%s goes to the academy home',
    async (next) => {
      await learner('safe.next@example.com', true);
      expect(await signIn({ email: 'safe.next@example.com', password: PASSWORD, next })).toBe('REDIRECT /academy');
    },
  );

  it('sends a learner who has not onboarded to the onboarding page first, keeping next', async () => {
    await learner('new.action@example.com', false);
    expect(await signIn({ email: 'new.action@example.com', password: PASSWORD, next: '/academy/courses' })).toBe(
      'REDIRECT /academy/onboarding?next=%2Facademy%2Fcourses',
    );
  });

  it('answers a wrong password with the API message and the e-mail kept, never the password', async () => {
    await learner('wrong.action@example.com', true);
    const answer = await signIn({ email: 'wrong.action@example.com', password: 'not the password', next: '/academy' });
    expect(answer).toEqual({
      status: 'refused',
      values: { email: 'wrong.action@example.com' },
      message: 'Wrong email or password.',
    });
    expect(JSON.stringify(answer)).not.toContain('not the password');
    expect(setCookies).toEqual([]);
  });

  it('answers an empty form with each field’s message', async () => {
    expect(await signIn({ email: 'not-an-email', password: '' })).toEqual({
      status: 'invalid',
      values: { email: 'not-an-email' },
      errors: { email: 'Invalid email format!', password: 'Password is required.' },
    });
  });

  it('shares the per-address sign-in limit of the API', async () => {
    await learner('limited.action@example.com', true);
    for (let i = 0; i < rateLimits.loginAttemptsPerIp.limit; i++)
      await signIn({ email: 'limited.action@example.com', password: `guess ${i}` });
    const answer = await signIn({ email: 'limited.action@example.com', password: PASSWORD, next: '/academy' });
    expect(answer).toMatchObject({ message: expect.stringMatching(/^Too many sign-in attempts/) });
    expect(setCookies).toEqual([]);
  });
});
