/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { hashPassword } from '@/lib/server/auth/password';
import { purgeExpired } from '@/lib/server/housekeeping';
import { upsertLearner } from '@/lib/server/repositories/users';
import { api, cookieFrom, sameOrigin, validBrochure, validOnboarding } from './client';

const learner = {
  email: 'secure@example.com',
  password: 'correct horse battery',
  firstName: 'Sam',
  lastName: 'Secure',
};

beforeAll(async () => {
  await upsertLearner(await getDb(), learner);
});

describe('the login limit under parallel attack', () => {
  it('evaluates at most 5 of 20 parallel wrong passwords from one address', async () => {
    const ip = '192.0.2.77';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.login({ body: { email: learner.email, password: 'wrong guess' }, ip })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe('password hashing', () => {
  it('upgrades a hash made with older, cheaper parameters at the next successful sign-in', async () => {
    const db = await getDb();
    const legacy = { email: 'legacy@example.com', password: 'an old password 1', firstName: 'Leg', lastName: 'Acy' };
    const { id } = await upsertLearner(db, legacy);
    // What the site stored before: scrypt N=2^10 (any N below today's).
    const old = (await hashPassword(legacy.password)).replace(/^scrypt\$\d+\$/, 'scrypt$1024$');
    const { scrypt } = await import('node:crypto');
    const [, , r, p, salt] = old.split('$');
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(
        legacy.password.normalize('NFKC'),
        Buffer.from(salt!, 'base64url'),
        64,
        { N: 1024, r: Number(r), p: Number(p) },
        (error, derived) => (error ? reject(error) : resolve(derived)),
      ),
    );
    await db
      .updateTable('users')
      .set({ password_hash: ['scrypt', 1024, r, p, salt, key.toString('base64url')].join('$') })
      .where('id', '=', id)
      .execute();

    expect(
      (await api.login({ body: { email: legacy.email, password: legacy.password }, ip: '192.0.2.90' })).status,
    ).toBe(200);
    const stored = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.password_hash.split('$')[1]).toBe('4096');
    expect(
      (await api.login({ body: { email: legacy.email, password: legacy.password }, ip: '192.0.2.91' })).status,
    ).toBe(200);
  });
});

describe('mail to anyone', () => {
  it('sends at most one onboarding thank-you to an address a day, and never echoes what the visitor typed', async () => {
    const db = await getDb();
    const victim = 'victim@example.com';
    for (let index = 0; index < 5; index += 1) {
      const answer = await api.onBoard({
        body: { ...validOnboarding, email: victim, first_name: 'Your account is suspended, call +1 555 0100' },
        headers: sameOrigin,
        ip: `192.0.2.${120 + index}`,
      });
      expect(answer.status).toBe(200);
    }
    const mails = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', victim).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).not.toMatch(/suspended|555/);
    // Every submission is still kept.
    const kept = await db.selectFrom('onboarding_submissions').select('id').where('email', '=', victim).execute();
    expect(kept).toHaveLength(5);
  });

  it('counts x+tag@ and X@ as the mailbox they reach: still one thank-you a day', async () => {
    const db = await getDb();
    const addresses = ['tagged@example.org', 'tagged+1@example.org', 'Tagged+news@Example.org', 'TAGGED@example.org'];
    for (const [index, email] of addresses.entries()) {
      const answer = await api.onBoard({
        body: { ...validOnboarding, email },
        headers: sameOrigin,
        ip: `192.0.2.${140 + index}`,
      });
      expect(answer.status).toBe(200);
    }
    const mails = await db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', 'like', '%@example.org')
      .where('kind', '=', 'onboarding-thank-you')
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual(['tagged@example.org']);
    // Another mailbox of the same domain is its own budget.
    await api.onBoard({
      body: { ...validOnboarding, email: 'other+1@example.org' },
      headers: sameOrigin,
      ip: '192.0.2.150',
    });
    expect(
      await db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'other+1@example.org').execute(),
    ).toHaveLength(1);
  });
});

describe('control characters', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['ESC', 'Ada\u001b[31m'],
    ['BEL', 'A\u0007da'],
    ['CR/LF', 'Ada\r\nBcc: x@example.com'],
    ['a bidi override', 'Ada\u202eecilA'],
    ['a zero-width space', 'A\u200bda'],
  ])('refuses %s in a name with a clear message and stores nothing', async (_name, value) => {
    const db = await getDb();
    const before = await db
      .selectFrom('brochure_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await api.brochure({
      body: { ...validBrochure, first_name: value },
      headers: sameOrigin,
      ip: `192.0.2.${Math.floor(Math.random() * 250)}`,
    });
    expect(answer.status).toBe(422);
    expect(answer.json.errors?.first_name?.join(' ')).toMatch(/control characters/);
    const after = await db
      .selectFrom('brochure_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('logout by a plain link', () => {
  async function signedIn() {
    const answer = await api.login({
      body: { email: learner.email, password: learner.password },
      ip: `192.0.2.${150 + Math.floor(Math.random() * 90)}`,
    });
    expect(answer.status).toBe(200);
    return cookieFrom(answer.headers);
  }

  it.each([
    [
      'a top-level navigation with fetch metadata',
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none', accept: 'text/html' },
    ],
    [
      'a link followed by a browser that sends no fetch metadata',
      { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    ],
    ['an image tag pointing at it', { accept: 'image/avif,image/webp,*/*' }],
  ])('refuses %s and keeps the session', async (_case, headers) => {
    const cookie = await signedIn();
    expect((await api.logout({ cookie, headers })).status).toBe(403);
    expect((await api.me({ cookie })).status).toBe(200);
  });

  it("still logs out the site's own client", async () => {
    const cookie = await signedIn();
    expect(
      (
        await api.logout({
          cookie,
          headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', accept: 'application/json' },
        })
      ).status,
    ).toBe(200);
    expect((await api.me({ cookie })).status).toBe(401);
  });
});

describe('session-end with any next', () => {
  it.each(['/%E2%80%8B/x', '/..//evil.example', '/%2e%2e//evil.example', '/\u00e9t\u00e9'])(
    'answers a plain-ASCII same-site Location for %p',
    async (next) => {
      const response = await api.sessionEnd(`?next=${encodeURIComponent(next)}`);
      expect(response.status).toBe(303);
      const location = response.headers.get('location')!;
      expect(location).toMatch(/^[\x20-\x7e]+$/);
      expect(new URL(location, 'https://www.corcym.com').origin).toBe('https://www.corcym.com');
    },
  );
});

describe('housekeeping', () => {
  it('purges ended rate-limit windows and dead sessions, and keeps live ones', async () => {
    const db = await getDb();
    const now = new Date();
    const { id: userId } = await upsertLearner(db, {
      email: 'purge@example.com',
      password: 'purge password 1',
      firstName: 'P',
      lastName: 'Urge',
    });
    const iso = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
    await db
      .insertInto('rate_limit_buckets')
      .values([
        { key: 'old-window', window_start: now.getTime() - 3 * 86_400_000, count: 3 },
        { key: 'live-window', window_start: now.getTime() - 1000, count: 1 },
      ])
      .execute();
    const session = (id: string, lastSeen: number, expires: number, revoked: string | null) => ({
      id,
      user_id: userId,
      created_at: iso(-7_200_000),
      last_seen_at: iso(lastSeen),
      expires_at: iso(expires),
      revoked_at: revoked,
    });
    await db
      .insertInto('sessions')
      .values([
        session('dead-revoked', -1000, 3_600_000, iso(-500)),
        session('dead-expired', -1000, -10, null),
        session('dead-idle', -2 * 3_600_000, 3_600_000, null),
        session('live', -1000, 3_600_000, null),
      ])
      .execute();

    await purgeExpired(db, now);
    const keys = (
      await db
        .selectFrom('rate_limit_buckets')
        .select('key')
        .where('key', 'in', ['old-window', 'live-window'])
        .execute()
    ).map((row) => row.key);
    expect(keys).toEqual(['live-window']);
    const sessions = (await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).map(
      (row) => row.id,
    );
    expect(sessions).toEqual(['live']);
  });
});
