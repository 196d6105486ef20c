/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { hashToken } from '@/lib/server/auth/sessions';
import { upsertLearner } from '@/lib/server/repositories/users';
import { GET as me } from '@/app/api/users/me/route';
import { api, cookieFrom, makeRequest, sameOrigin } from './client';

const learner = {
  email: 'surgeon@example.com',
  password: 'correct horse battery',
  firstName: 'Ana',
  lastName: 'Surgeon',
};
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  await upsertLearner(await getDb(), learner);
});

async function signIn(ip = freshIp()) {
  const answer = await api.login({ body: { email: learner.email, password: learner.password }, ip });
  expect(answer.status).toBe(200);
  return { cookie: cookieFrom(answer.headers), answer };
}

describe('login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and answers the learner', async () => {
    const { answer, cookie } = await signIn();
    expect(answer.json.payload).toEqual({
      id: expect.any(String),
      first_name: 'Ana',
      last_name: 'Surgeon',
      email: learner.email,
      onboarded: false,
    });
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}$/);
  });

  it('issues a new token at every login and stores only its hash', async () => {
    const first = (await signIn()).cookie.split('=')[1]!;
    const second = (await signIn()).cookie.split('=')[1]!;
    expect(first).not.toBe(second);
    const db = await getDb();
    expect(await db.selectFrom('sessions').select('id').where('id', '=', first).executeTakeFirst()).toBeUndefined();
    expect(
      await db.selectFrom('sessions').select('id').where('id', '=', hashToken(first)).executeTakeFirst(),
    ).toBeDefined();
  });

  it('treats the e-mail case-insensitively', async () => {
    expect(
      (await api.login({ body: { email: 'SURGEON@example.com', password: learner.password }, ip: freshIp() })).status,
    ).toBe(200);
  });

  it('answers 401 with a detail for a wrong password or an unknown account, without saying which', async () => {
    const wrong = await api.login({ body: { email: learner.email, password: 'nope' }, ip: freshIp() });
    const unknown = await api.login({ body: { email: 'nobody@example.com', password: 'nope' }, ip: freshIp() });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.detail).toBe(unknown.json.detail);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('validates the body', async () => {
    expect((await api.login({ body: { email: 'x' }, ip: freshIp() })).status).toBe(422);
    expect((await api.login({ rawBody: '{', ip: freshIp() })).status).toBe(400);
  });

  it('allows 5 failures a minute per address, then answers 429 with the wait, even for the right password', async () => {
    const ip = '192.0.2.200';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api.login({ body: { email: learner.email, password: 'wrong' }, ip })).status).toBe(401);
    }
    const refused = await api.login({ body: { email: learner.email, password: learner.password }, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.description).toMatch(/try again in \d+ seconds/);
    expect(
      (await api.login({ body: { email: learner.email, password: learner.password }, ip: freshIp() })).status,
    ).toBe(200);
  });

  it('counts the sign-ins of one IPv6 /64 network together', async () => {
    const host = (n: number) => `2001:db8:99:5:${n}::1`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api.login({ body: { email: learner.email, password: 'wrong' }, ip: host(attempt) })).status).toBe(
        401,
      );
    }
    expect((await api.login({ body: { email: learner.email, password: 'wrong' }, ip: host(9) })).status).toBe(429);
  });

  it('past 100 failures an hour on an account, refuses the addresses that failed but lets the owner in from another', async () => {
    const target = { email: 'target@example.com', password: 'a long password 1', firstName: 'T', lastName: 'Arget' };
    await upsertLearner(await getDb(), target);
    const attacker = (attempt: number) => `10.1.${Math.floor(attempt / 4)}.${attempt % 4}`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await api.login({ body: { email: target.email, password: 'wrong' }, ip: attacker(attempt) });
    }
    // An address that already failed on the account is refused now, even with the right password...
    expect(
      (await api.login({ body: { email: target.email, password: target.password }, ip: attacker(3) })).status,
    ).toBe(429);
    // ...while the owner, signing in from their own address, is not locked out.
    expect((await api.login({ body: { email: target.email, password: target.password }, ip: freshIp() })).status).toBe(
      200,
    );
    // A hundred scrypt checks take several seconds on a busy two-core machine.
  }, 60_000);
});

describe('the session lifecycle', () => {
  it('login, reuse, logout, then reuse after logout gives 401', async () => {
    const { cookie } = await signIn();
    const reused = await api.me({ cookie });
    expect(reused.status).toBe(200);
    expect(reused.json.payload.email).toBe(learner.email);

    const out = await api.logout({ cookie, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(200);
    expect(out.json.description).toBe('Logout successfully!');
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    const after = await api.me({ cookie });
    expect(after.status).toBe(401);
    expect(after.json.detail).toBeTruthy();
  });

  it('expires after 30 minutes idle with a 403 and the spec message, and stays dead', async () => {
    const { cookie } = await signIn();
    const db = await getDb();
    const token = cookie.split('=')[1]!;
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('id', '=', hashToken(token))
      .execute();
    const expired = await api.me({ cookie });
    expect(expired.status).toBe(403);
    expect(expired.json.description).toBe('Your session expired! Please log in again to continue.');
    const row = await db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect((await api.courses({ cookie })).status).toBe(403);
  });

  it('ends 12 hours after login however active', async () => {
    const { cookie } = await signIn();
    const db = await getDb();
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', hashToken(cookie.split('=')[1]!))
      .execute();
    expect((await api.me({ cookie })).status).toBe(403);
  });

  it('keeps a session alive while it is used', async () => {
    const { cookie } = await signIn();
    const db = await getDb();
    const id = hashToken(cookie.split('=')[1]!);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 20 * 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await api.me({ cookie })).status).toBe(200);
    const row = await db.selectFrom('sessions').select('last_seen_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(5000);
  });

  it('accepts Authorization: Bearer for API clients', async () => {
    const { cookie } = await signIn();
    const token = cookie.split('=')[1]!;
    const answer = await api.me({ headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect((await api.me({ headers: { authorization: 'Bearer not-a-real-token-aaaaaaaaaaaaaa' } })).status).toBe(401);
  });

  it('answers 401 with a detail when there are no credentials at all', async () => {
    const answer = await api.me();
    expect(answer.status).toBe(401);
    expect(answer.json.detail).toBe('Authentication credentials were not provided.');
  });

  it('gives nothing to a spoofed x-middleware-subrequest header', async () => {
    const request = makeRequest('GET', '/api/users/me', {
      headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    });
    const response = await me(request, undefined);
    expect(response.status).toBe(401);
    const courses = await api.courses({
      headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
      cookie: 'session=forged-token-value-aaaaaaaaaaaa',
    });
    expect(courses.status).toBe(401);
    expect(courses.json.payload).toBeNull();
  });

  it('refuses a cookie-borne logout triggered by another site', async () => {
    const { cookie } = await signIn();
    expect((await api.logout({ cookie, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await api.me({ cookie })).status).toBe(200);
  });
});

describe('CSRF on cookie-borne state changes', () => {
  it('refuses enrolment without a same-origin signal or without the JSON content type', async () => {
    const { cookie } = await signIn();
    expect((await api.enroll('1', { cookie })).status).toBe(403);
    expect(
      (
        await api.enroll('1', {
          cookie,
          headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.enroll('1', { cookie, headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' } }))
        .status,
    ).toBe(403);
    expect((await api.enroll('1', { cookie, headers: sameOrigin })).status).toBe(200);
  });

  it('lets a bearer-token client change state without browser headers', async () => {
    const { cookie } = await signIn();
    expect((await api.enroll('1', { headers: { authorization: `Bearer ${cookie.split('=')[1]}` } })).status).toBe(200);
  });

  it('refuses a cross-site onboarding post that rides on the cookie', async () => {
    const { cookie } = await signIn();
    const body = { first_name: 'A', last_name: 'B', country: 'Italy', email: 'a@example.com', privacy_policy: true };
    expect(
      (
        await api.onBoard({
          cookie,
          body,
          ip: freshIp(),
          headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(403);
    const accepted = await api.onBoard({ cookie, body, ip: freshIp(), headers: sameOrigin });
    expect(accepted.status).toBe(200);
    expect((await api.me({ cookie })).json.payload.onboarded).toBe(true);
  });
});
