/** @jest-environment node */
/**
 * Issue 39, items 1 and 2: a trickle of wrong learner sign-ins from many addresses must not lock the back office out,
 * an unknown address must cost no hash, a learner who signed in before from this browser is preferred once the public
 * budget is spent, the admins hear of it, and a "busy" refusal from another bundle's copy of the hashing module is
 * still a 503 with Retry-After that gives the caller's tokens back.
 */
jest.setTimeout(120_000);

// The staff actions run as in a request from `clientAddress`, with the browser's `cookieHeader`; the cookies they set
// are recorded.
let clientAddress = '192.0.2.1';
let cookieHeader = '';
const setCookies: { name: string; value: string }[] = [];
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': clientAddress, cookie: cookieHeader }),
  cookies: async () => ({
    set: (name: string, value: string) => void setCookies.push({ name, value }),
    get: () => undefined,
  }),
}));
jest.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Error(`REDIRECT ${location}`);
  },
}));

const cli = { id: null, email: 'cli:test', ip: null };
const STAFF_PASSWORD = 'a long staff passphrase';
const LEARNER_PASSWORD = 'a long academy password';

afterEach(async () => {
  const shared = globalThis as typeof globalThis & {
    __passwordHashPool?: { close(): Promise<void> };
    __passwordHashPools?: Record<string, { close(): Promise<void> }>;
  };
  await shared.__passwordHashPool?.close();
  for (const pool of Object.values(shared.__passwordHashPools ?? {})) await pool.close();
  shared.__passwordHashPool = undefined;
  shared.__passwordHashPools = undefined;
  // Every test starts with unspent budgets (they share one database file).
  const { getDb } = await import('@/lib/server/db');
  await (await getDb()).deleteFrom('rate_limit_buckets').execute();
  process.env.SIGN_IN_BUDGET_PER_MINUTE = '1000000';
  process.env.STAFF_SIGN_IN_BUDGET_PER_MINUTE = '1000000';
  process.env.SCRYPT_LOG2_N = '12';
  cookieHeader = '';
  setCookies.length = 0;
  jest.restoreAllMocks();
  jest.resetModules();
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

async function staffSignIn(email: string, password: string): Promise<string> {
  const { signInAction } = await import('@/app/admin/login/actions');
  try {
    return (await signInAction({}, form({ email, password, next: '/admin' }))).message ?? 'no answer';
  } catch (error) {
    return (error as Error).message;
  }
}

const wrongLearner = (index: number) => ({
  ip: `198.51.100.${index}`,
  body: { email: `guess${index}@example.com`, password: 'a wrong guess' },
});

/** Spends the public budget (3 a minute) with wrong learner sign-ins from as many addresses. */
async function floodPublicBudget() {
  const { api } = await import('./client');
  const statuses: number[] = [];
  for (let i = 1; i <= 5; i++) statuses.push((await api.login(wrongLearner(i))).status);
  expect(statuses).toEqual([401, 401, 401, 503, 503]);
}

test('with the public budget spent by wrong learner sign-ins, staff still sign in and approve', async () => {
  process.env.SIGN_IN_BUDGET_PER_MINUTE = '3';
  const { getDb } = await import('@/lib/server/db');
  const { createStaff } = await import('@/lib/server/staff/members');
  const { checkSecondApproval } = await import('@/lib/server/staff/second-approval');
  const db = await getDb();
  const author = await createStaff(db, cli, {
    email: 'author@example.com',
    name: 'Ada Author',
    role: 'regulatory',
    password: STAFF_PASSWORD,
  });
  const approver = await createStaff(db, cli, {
    email: 'editor.sales@example.com',
    name: 'Sam Sales',
    role: 'admin',
    password: STAFF_PASSWORD,
  });

  await floodPublicBudget();

  clientAddress = '192.0.2.44';
  expect(await staffSignIn('author@example.com', STAFF_PASSWORD)).toBe('REDIRECT /admin');
  const signedIn = {
    id: approver.id,
    email: 'editor.sales@example.com',
    name: 'Sam Sales',
    role: 'admin' as const,
    totpEnabled: true,
    sessionId: 's',
    ip: '192.0.2.45',
  };
  expect(await checkSecondApproval(db, signedIn, { authorId: author.id }, STAFF_PASSWORD)).toEqual({ ok: true });
});

test('with the staff budget spent by a flood on the back-office sign-in, a member’s usual browser and approvals still get through', async () => {
  const { getDb } = await import('@/lib/server/db');
  const { createStaff } = await import('@/lib/server/staff/members');
  const db = await getDb();
  const author = await createStaff(db, cli, {
    email: 'flood.author@example.com',
    name: 'Fay Author',
    role: 'regulatory',
    password: STAFF_PASSWORD,
  });
  const approver = await createStaff(db, cli, {
    email: 'flood.approver@example.com',
    name: 'Flo Approver',
    role: 'admin',
    password: STAFF_PASSWORD,
  });
  // She signed in from her own browser before: it keeps the signed cookie.
  clientAddress = '192.0.2.90';
  expect(await staffSignIn('flood.approver@example.com', STAFF_PASSWORD)).toBe('REDIRECT /admin');
  const device = setCookies.find((cookie) => cookie.name === 'staff-known-device');
  expect(device).toBeDefined();
  await db.deleteFrom('rate_limit_buckets').execute();

  // The budget was read at import: a fresh module registry with a staff budget of 3 a minute, then a flood of
  // strangers' addresses from as many clients.
  jest.resetModules();
  process.env.STAFF_SIGN_IN_BUDGET_PER_MINUTE = '3';
  const answers: string[] = [];
  for (let i = 1; i <= 5; i++) {
    clientAddress = `203.0.113.${i}`;
    answers.push(await staffSignIn(`stranger${i}@example.com`, 'a guess'));
  }
  expect(answers.slice(0, 3)).toEqual(Array(3).fill('The email or password is not correct.'));
  expect(answers.slice(3)).toEqual(
    Array(2).fill(expect.stringMatching(/^The server is busy\. Please wait \d+ seconds?/)),
  );

  // A fresh browser is refused as busy (a forged cookie is no better); hers gets in; approvals go through.
  clientAddress = '192.0.2.91';
  expect(await staffSignIn('flood.approver@example.com', STAFF_PASSWORD)).toMatch(/busy/);
  cookieHeader = 'staff-known-device=forged.value';
  expect(await staffSignIn('flood.approver@example.com', STAFF_PASSWORD)).toMatch(/busy/);
  cookieHeader = `staff-known-device=${device!.value}`;
  expect(await staffSignIn('flood.approver@example.com', STAFF_PASSWORD)).toBe('REDIRECT /admin');
  const { checkSecondApproval } = await import('@/lib/server/staff/second-approval');
  const signedIn = {
    id: approver.id,
    email: 'flood.approver@example.com',
    name: 'Flo Approver',
    role: 'admin' as const,
    totpEnabled: true,
    sessionId: 's',
    ip: '192.0.2.92',
  };
  expect(await checkSecondApproval(db, signedIn, { authorId: author.id }, STAFF_PASSWORD)).toEqual({ ok: true });
});

test('an unknown address costs no hash, for learners and staff alike, and answers as a wrong password', async () => {
  const { PasswordHashPool } = await import('@/lib/server/auth/password-workers');
  const derive = jest.spyOn(PasswordHashPool.prototype, 'derive');
  const { api } = await import('./client');
  const answer = await api.login({ ip: '198.51.100.70', body: { email: 'nobody@example.com', password: 'a guess' } });
  expect(answer.status).toBe(401);
  clientAddress = '192.0.2.70';
  expect(await staffSignIn('nobody.staff@example.com', 'a wrong staff guess')).toBe(
    'The email or password is not correct.',
  );
  expect(derive).not.toHaveBeenCalled();
});

test('once the public budget is spent, a learner who signed in before from this browser still gets in; a stranger does not', async () => {
  const { getDb } = await import('@/lib/server/db');
  const { upsertLearner } = await import('@/lib/server/repositories/users');
  const { api } = await import('./client');
  await upsertLearner(await getDb(), {
    email: 'returning@example.com',
    password: LEARNER_PASSWORD,
    firstName: 'Rita',
    lastName: 'Returning',
  });
  const body = { email: 'returning@example.com', password: LEARNER_PASSWORD };
  const first = await api.login({ ip: '192.0.2.80', body });
  expect(first.status).toBe(200);
  const known = first.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('known-device='));
  expect(known).toBeDefined();
  expect(first.headers.getSetCookie().find((cookie) => cookie.startsWith('known-device='))).toMatch(/HttpOnly/);

  // The budget was read at import: a fresh module registry with a budget of 3 a minute, then a flood.
  await (await getDb()).deleteFrom('rate_limit_buckets').execute();
  jest.resetModules();
  process.env.SIGN_IN_BUDGET_PER_MINUTE = '3';
  await floodPublicBudget();
  const again = await import('./client');
  expect((await again.api.login({ ip: '192.0.2.81', body })).status).toBe(503);
  expect((await again.api.login({ ip: '192.0.2.82', body, cookie: 'known-device=forged.value' })).status).toBe(503);
  expect((await again.api.login({ ip: '192.0.2.83', body, cookie: known })).status).toBe(200);
});

test('a spent budget is logged and mailed to the active admins once an hour, not once per refusal', async () => {
  process.env.SIGN_IN_BUDGET_PER_MINUTE = '3';
  const { getDb } = await import('@/lib/server/db');
  const { createStaff } = await import('@/lib/server/staff/members');
  const db = await getDb();
  await createStaff(db, cli, { email: 'boss@example.com', name: 'Bo Boss', role: 'admin', password: STAFF_PASSWORD });
  await createStaff(db, cli, { email: 'ed@example.com', name: 'Ed Editor', role: 'editor', password: STAFF_PASSWORD });
  await db.deleteFrom('mail_outbox').execute();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await floodPublicBudget();
  const mails = await db.selectFrom('mail_outbox').select(['to_address', 'subject']).execute();
  const alerts = mails.filter((mail) => /password budget/.test(mail.subject)).map((mail) => mail.to_address);
  // One mail to each active admin (this test's and earlier tests'), none to the editor, none per refusal.
  const admins = await db
    .selectFrom('staff_users')
    .select('email')
    .where('role', '=', 'admin')
    .where('active', '=', 1)
    .execute();
  expect(admins.map((admin) => admin.email)).toContain('boss@example.com');
  expect(alerts.sort()).toEqual(admins.map((admin) => admin.email).sort());
  expect(warn.mock.calls.filter(([line]) => /public password budget/.test(String(line)))).toHaveLength(1);
});

test('a busy refusal from another bundle’s copy of the hashing module is a 503 with Retry-After, and refunds', async () => {
  process.env.SCRYPT_LOG2_N = '17';
  const { getDb } = await import('@/lib/server/db');
  const { api } = await import('./client');
  // Another bundle (a second module registry) makes the pool first, so its class is the one the pool throws.
  let other: typeof import('@/lib/server/auth/password') | undefined;
  jest.isolateModules(() => {
    other = jest.requireActual('@/lib/server/auth/password');
  });
  const flood = Array.from({ length: 10 }, (_, index) => other!.hashPassword(`flood ${index}`));
  const refused = await api.login({ ip: '198.51.100.90', body: { email: 'busy@example.com', password: 'a guess' } });
  expect(refused.json.description).toMatch(/busy/);
  expect(refused.status).toBe(503);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  await Promise.all(flood);
  const bucket = await (
    await getDb()
  )
    .selectFrom('rate_limit_buckets')
    .select('count')
    .where('key', '=', 'login-ip:198.51.100.90')
    .executeTakeFirst();
  expect(bucket?.count ?? 0).toBe(0);
});

test('isPasswordBusy recognises a refusal made by another copy of the module, and nothing else', async () => {
  let first: typeof import('@/lib/server/auth/password-workers') | undefined;
  let second: typeof import('@/lib/server/auth/password-workers') | undefined;
  jest.isolateModules(() => {
    first = jest.requireActual('@/lib/server/auth/password-workers');
  });
  jest.isolateModules(() => {
    second = jest.requireActual('@/lib/server/auth/password-workers');
  });
  expect(first!.PasswordHashingBusy).not.toBe(second!.PasswordHashingBusy);
  expect(second!.isPasswordBusy(new first!.PasswordHashingBusy(3))).toBe(true);
  expect(second!.isPasswordBusy(new Error('Password hashing is at capacity'))).toBe(false);
  expect(second!.isPasswordBusy({ retryAfterSeconds: 3 })).toBe(false);
});

test('set-password with the public budget spent says how long to wait and gives the address its attempt back', async () => {
  process.env.SIGN_IN_BUDGET_PER_MINUTE = '3';
  const { getDb } = await import('@/lib/server/db');
  const { inviteLearner } = await import('@/lib/server/academy-admin/learners');
  const db = await getDb();
  await inviteLearner(db, cli, { email: 'invited.busy@example.com', firstName: 'Ina', lastName: 'Invited' });
  const mail = await db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('to_address', '=', 'invited.busy@example.com')
    .executeTakeFirstOrThrow();
  const token = mail.body_text.match(/set-password\?token=([\w-]+)/)![1]!;
  await floodPublicBudget();

  clientAddress = '192.0.2.120';
  const { setPasswordAction } = await import('@/app/(site)/academy/set-password/actions');
  const answer = await setPasswordAction(
    { status: 'idle' },
    form({ token, password: 'a brand new password', confirm: 'a brand new password' }),
  );
  expect(answer.message).toMatch(/^The server is busy\. Please try again in \d+ seconds?\.$/);
  const bucket = await db
    .selectFrom('rate_limit_buckets')
    .select('count')
    .where('key', '=', 'set-password:192.0.2.120')
    .executeTakeFirst();
  expect(bucket?.count ?? 0).toBe(0);
});

test('with the staff hashing thread at capacity, a staff sign-in says how long to wait and refunds its attempt', async () => {
  process.env.SCRYPT_LOG2_N = '17';
  const { getDb } = await import('@/lib/server/db');
  const { createStaff } = await import('@/lib/server/staff/members');
  const db = await getDb();
  await createStaff(db, cli, {
    email: 'thread@example.com',
    name: 'Tim Thread',
    role: 'editor',
    password: 'x'.repeat(12),
  });
  // One staff thread hashing and four waiting (from another copy of the module, as another bundle would): full.
  let other: typeof import('@/lib/server/auth/password') | undefined;
  jest.isolateModules(() => {
    other = jest.requireActual('@/lib/server/auth/password');
  });
  const flood = Array.from({ length: 5 }, (_, index) => other!.hashPassword(`flood ${index}`, 'staff'));
  clientAddress = '192.0.2.130';
  expect(await staffSignIn('thread@example.com', 'x'.repeat(12))).toMatch(
    /^The server is busy\. Please wait \d+ seconds? and try again\.$/,
  );
  await Promise.all(flood);
  const buckets = await db
    .selectFrom('rate_limit_buckets')
    .select(['key', 'count'])
    .where('key', 'like', 'staff-sign-in:%192.0.2.130')
    .execute();
  expect(buckets.map((bucket) => bucket.count)).toEqual([0, 0]);
});
