/** @jest-environment node */
import { parseSetCookieHeader } from 'better-auth/cookies';
import { getDb } from '@/lib/server/db';
import { staffAuthForScripts } from '@/lib/server/staff/auth';
import { staffRateLimits } from '@/lib/server/staff/config';
import { createStaff } from '@/lib/server/staff/members';
import { totp } from '@/tests/totp';

/**
 * Strangers must not be able to lock a member out of the staff sign-in (the per-account limit counts attempts
 * from one address only; commit f01c086). The actions run as in a request: the client address comes from
 * X-Forwarded-For, and the cookies better-auth writes (nextCookies) are kept for the next step, like a browser.
 */
let clientAddress = '';
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      'x-forwarded-for': clientAddress,
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    }),
  cookies: async () => ({
    set: (name: string, value: string) => void jar.set(name, value),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
}));
jest.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Error(`REDIRECT ${location}`);
  },
}));

// Imported after the mocks so the actions see them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signInAction, verifyCodeAction } = require('./actions') as typeof import('./actions');
type SignInState = import('./actions').SignInState;

jest.setTimeout(60_000);

const password = 'the owner’s own long passphrase';
const cli = { id: null, email: 'cli:test', ip: null };
const WRONG = 'The email or password is not correct.';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** One attempt from `address`, as a fresh browser there: the answer shown, or where it was sent. */
async function attempt(address: string, email: string, tried: string): Promise<string> {
  clientAddress = address;
  jar.clear();
  try {
    return (await signInAction({}, form({ email, password: tried, next: '/admin' }))).message ?? 'no answer';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Fails on the account from enough addresses that, counted together, they pass the per-account limit. */
async function attackFromManyAddresses(email: string, network: string): Promise<string[]> {
  const perAddress = staffRateLimits.signInPerIp.limit - 1;
  const addresses = Array.from(
    { length: Math.ceil(staffRateLimits.signInPerAccount.limit / perAddress) + 1 },
    (_, index) => `${network}.${index + 1}`,
  );
  for (const address of addresses) {
    for (let i = 0; i < perAddress; i++) await attempt(address, email, `guess number ${i}`);
  }
  expect(addresses.length * perAddress).toBeGreaterThan(staffRateLimits.signInPerAccount.limit);
  return addresses;
}

/** An admin whose authenticator is set up and confirmed; answers its secret. */
async function adminWithAuthenticator(email: string): Promise<string> {
  const db = await getDb();
  await createStaff(db, cli, { email, name: 'Olga Owner', role: 'admin', password });
  const auth = await staffAuthForScripts(db);
  const signedIn = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = [...parseSetCookieHeader(signedIn.headers.get('set-cookie') ?? '').entries()]
    .map(([name, value]) => `${name}=${value.value}`)
    .join('; ');
  const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: new Headers({ cookie }) });
  const secret = new URL('totpURI' in enabled ? enabled.totpURI : 'otpauth://x').searchParams.get('secret') ?? '';
  // Confirmed with the code of the previous step, as if a minute ago: the current code is still unused.
  await auth.api.verifyTOTP({ body: { code: totp(secret, Date.now() - 30_000) }, headers: new Headers({ cookie }) });
  await db.deleteFrom('staff_sessions').execute();
  return secret;
}

/** Password, then `code`, from a fresh browser at `address`: the answer shown, or where it was sent. */
async function signInWithCode(address: string, email: string, code: string): Promise<string> {
  expect(await attempt(address, email, password)).toBe('REDIRECT /admin/login/verify?next=%2Fadmin');
  try {
    return (await verifyCodeAction({}, form({ code, next: '/admin' }))).message ?? 'no answer';
  } catch (error) {
    return (error as Error).message;
  }
}

const hasSession = () => [...jar].some(([name, value]) => name.endsWith('session_token') && value !== '');

test('failures from other addresses do not stop the owner signing in from hers; the attacker’s address is refused', async () => {
  const email = 'sam.sales@example.com';
  await createStaff(await getDb(), cli, { email, name: 'Sam Sales', role: 'sales', password });
  const [attacker] = await attackFromManyAddresses(email, '203.0.113');

  // The owner, from her own address, with the right password: signed in.
  expect(await attempt('192.0.2.10', email, password)).toBe('REDIRECT /admin');
  expect([...jar.keys()].some((name) => name.endsWith('session_token'))).toBe(true);

  // The attacker's address runs out of attempts; from there even the right password is refused.
  expect(await attempt(attacker!, email, 'one more guess')).toBe(WRONG);
  expect(await attempt(attacker!, email, password)).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
  expect(jar.size).toBe(0);
});

test('the same holds for a member whose role requires an authenticator: password, then code', async () => {
  const email = 'olga.owner@example.com';
  const secret = await adminWithAuthenticator(email);
  await attackFromManyAddresses(email, '198.51.100');

  expect(await attempt('192.0.2.20', email, password)).toBe('REDIRECT /admin/login/verify?next=%2Fadmin');
  await expect(verifyCodeAction({}, form({ code: totp(secret), next: '/admin' }))).rejects.toThrow('REDIRECT /admin');
  expect([...jar.keys()].some((name) => name.endsWith('session_token'))).toBe(true);
});

test('a code signs in once: the same code from another browser is refused, a newer one is accepted', async () => {
  const email = 'rita.replay@example.com';
  const secret = await adminWithAuthenticator(email);
  const code = totp(secret);
  expect(await signInWithCode('192.0.2.30', email, code)).toBe('REDIRECT /admin');
  expect(hasSession()).toBe(true);

  expect(await signInWithCode('192.0.2.31', email, code)).toBe(
    'That code has already been used. Wait for the next code in your authenticator app and enter it.',
  );
  expect(hasSession()).toBe(false);
  // An older code (still inside better-auth's window) is no better.
  expect(await signInWithCode('192.0.2.32', email, totp(secret, Date.now() - 30_000))).toMatch(/already been used/);
  // The next code of the authenticator (better-auth accepts one step ahead) signs in.
  expect(await signInWithCode('192.0.2.33', email, totp(secret, Date.now() + 30_000))).toBe('REDIRECT /admin');
});

test('the code that confirmed the authenticator cannot sign in again', async () => {
  const email = 'erin.enrol@example.com';
  const secret = await adminWithAuthenticator(email);
  expect(await signInWithCode('192.0.2.40', email, totp(secret, Date.now() - 30_000))).toMatch(/already been used/);
  expect(hasSession()).toBe(false);
});

test('the sign-in counters keep no address, and a privacy erasure of that address deletes them', async () => {
  const email = 'Erin.Erased@example.com';
  await attempt('192.0.2.30', email, 'a wrong guess');
  const db = await getDb();
  const keys = async () => (await db.selectFrom('rate_limit_buckets').select('key').execute()).map((row) => row.key);
  expect((await keys()).join('\n').toLowerCase()).not.toContain('erin.erased@example.com');

  const { erasePerson } = await import('@/lib/server/gdpr/erase');
  const storage = { put: jest.fn(), putFile: jest.fn(), get: jest.fn(), delete: jest.fn() };
  const before = await keys();
  const erased = await erasePerson(db, storage, cli, email);
  // The per-account-from-this-address counter, and the one that keeps the address's audit rows to one an hour.
  expect(erased.rateLimitWindows).toBe(2);
  expect((await keys()).length).toBe(before.length - 2);
  // The per-address counter (no person in it) stays.
  expect(await keys()).toContain('staff-sign-in:ip:192.0.2.30');
});

test('a form posted without JavaScript and without its state (the action called with the form alone) is answered', async () => {
  // What Next does for a multipart post naming only `$ACTION_ID_…`: the action gets the form as its first argument.
  const alone = (action: (state: SignInState, data: FormData) => Promise<SignInState>) =>
    action as unknown as (data?: unknown) => Promise<SignInState>;
  clientAddress = '192.0.2.40';
  jar.clear();
  expect(await alone(signInAction)(form({ email: 'nobody@example.com', password: 'wrong', next: '/admin' }))).toEqual({
    message: WRONG,
    // The address comes back for the form (never the password).
    values: { email: 'nobody@example.com' },
  });
  expect(await alone(verifyCodeAction)(form({ code: 'abc' }))).toEqual({ message: expect.any(String) });
  // And called with nothing at all: a validation message, not "form.get is not a function".
  expect(await alone(signInAction)()).toEqual({ message: 'Enter your email address and your password.' });
});

test('a refusal from an auth instance built in another module layer (another copy of APIError) is still a wrong password', async () => {
  // In the build, the shared auth instance (kept on globalThis) may come from a page's module layer with its own
  // copy of the class; an instanceof check then missed it and the wrong password became a 500.
  // A member's address: an unknown one never reaches better-auth (it waits a timer instead of hashing).
  await createStaff(await getDb(), cli, { email: 'layer@example.com', name: 'Lee Layer', role: 'sales', password });
  const shared = globalThis as typeof globalThis & { __staffAuth?: Promise<unknown> };
  const kept = shared.__staffAuth;
  const otherCopy = Object.assign(new Error('Invalid email or password'), { name: 'APIError', statusCode: 401 });
  shared.__staffAuth = Promise.resolve({
    api: {
      signInEmail: async () => {
        throw otherCopy;
      },
    },
  });
  try {
    expect(await attempt('192.0.2.50', 'layer@example.com', 'a wrong guess')).toBe(WRONG);
  } finally {
    shared.__staffAuth = kept;
  }
});

describe('the audit log of staff sign-ins', () => {
  const auditRows = async (action: string) =>
    (await getDb())
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('at')
      .orderBy('id')
      .execute();

  test('a sign-in is audited with the member as actor and the client address', async () => {
    const email = 'audited.member@example.com';
    const member = await createStaff(await getDb(), cli, { email, name: 'Aud Ited', role: 'sales', password });
    expect(await attempt('192.0.2.60', email, password)).toBe('REDIRECT /admin');
    const rows = (await auditRows('staff.sign_in')).filter((row) => row.entity_id === member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: member.id, actor_email: email, entity_type: 'staff', ip: '192.0.2.60' });
  });

  test('a wrong password is audited against the member; an unknown address by its keyed hash, never the address', async () => {
    const email = 'failing.member@example.com';
    const member = await createStaff(await getDb(), cli, { email, name: 'Fay Ling', role: 'sales', password });
    expect(await attempt('192.0.2.61', email, 'not the password')).toBe(WRONG);
    expect(await attempt('192.0.2.62', 'Stranger.Typed@example.com', 'a guess')).toBe(WRONG);

    const failures = await auditRows('staff.sign_in_failed');
    const onMember = failures.filter((row) => row.entity_id === member.id);
    expect(onMember).toHaveLength(1);
    expect(onMember[0]).toMatchObject({ actor_id: null, entity_type: 'staff', ip: '192.0.2.61' });

    const { personKey } = await import('@/lib/server/rate-limit');
    const stranger = failures.filter((row) => row.ip === '192.0.2.62');
    expect(stranger).toHaveLength(1);
    expect(stranger[0]).toMatchObject({
      actor_id: null,
      entity_type: 'person',
      entity_id: await personKey(await getDb(), 'stranger.typed@example.com'),
    });
    expect(JSON.stringify(failures).toLowerCase()).not.toContain('stranger.typed');
    expect(JSON.stringify(failures)).not.toContain('not the password');
  });

  test('strangers cannot grow the audit log without bound: one row per unknown address an hour, 60 in all', async () => {
    const rowsFor = async (ip: string) => (await auditRows('staff.sign_in_failed')).filter((row) => row.ip === ip);
    expect(await attempt('192.0.2.70', 'repeat.stranger@example.com', 'one')).toBe(WRONG);
    expect(await attempt('192.0.2.70', 'repeat.stranger@example.com', 'two')).toBe(WRONG);
    expect(await rowsFor('192.0.2.70')).toHaveLength(1);
    const before = (await auditRows('staff.sign_in_failed')).length;
    // Each refusal left out of the audit log is still one line in the server log.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let n = 0; n < 70; n++) await attempt(`198.51.100.${n + 1}`, `flood-${n}@example.com`, 'x');
    const written = (await auditRows('staff.sign_in_failed')).length - before;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThanOrEqual(60);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('"audited":false')).length).toBe(70 - written);
    warn.mockRestore();
  });

  test('the code step is audited: a wrong code as a failure, the right one as the sign-in', async () => {
    const email = 'coded.member@example.com';
    const secret = await adminWithAuthenticator(email);
    expect(await signInWithCode('192.0.2.63', email, '000000')).toMatch(/not correct/);
    const failures = (await auditRows('staff.sign_in_failed')).filter((row) => row.ip === '192.0.2.63');
    expect(failures.map((row) => JSON.parse(row.after_json ?? '{}'))).toEqual([
      { step: 'code', reason: 'INVALID_CODE' },
    ]);
    await expect(verifyCodeAction({}, form({ code: totp(secret), next: '/admin' }))).rejects.toThrow('REDIRECT /admin');
    const signIns = (await auditRows('staff.sign_in')).filter((row) => row.actor_email === email);
    expect(signIns.map((row) => JSON.parse(row.after_json ?? '{}').step)).toEqual(['password', 'code']);
  });
});
