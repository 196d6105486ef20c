/** @jest-environment node */
import { parseSetCookieHeader } from 'better-auth/cookies';
import { getDb } from '@/lib/server/db';
import { staffAuthForScripts } from './auth';
import { createStaff, setActive } from './members';

// The page guard reads the request through next/headers and leaves through next/navigation: stand-ins for both.
let requestHeaders = new Headers();
jest.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ set: () => undefined }),
}));
jest.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Error(`REDIRECT ${location}`);
  },
  forbidden: () => {
    throw new Error('FORBIDDEN');
  },
}));

// Imported after the mocks so the guard sees them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { requireStaff, requireStaffApi } = require('./guard') as typeof import('./guard');

jest.setTimeout(30_000);

const cli = { id: null, email: 'cli:test', ip: null };
const password = 'a long enough password';

async function cookieFor(email: string) {
  const auth = await staffAuthForScripts(await getDb());
  const answer = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return [...parseSetCookieHeader(answer.headers.get('set-cookie') ?? '').entries()]
    .map(([name, value]) => `${name}=${value.value}`)
    .join('; ');
}

const apiRequest = (cookie: string, init: RequestInit = {}) =>
  new Request('http://localhost/api/admin/test', {
    ...init,
    headers: { cookie, 'x-forwarded-for': '192.0.2.7', ...(init.headers as Record<string, string>) },
  });

let editorCookie = '';
let adminCookie = '';

beforeAll(async () => {
  const db = await getDb();
  await createStaff(db, cli, { email: 'editor@example.com', name: 'Eddie Editor', role: 'editor', password });
  await createStaff(db, cli, { email: 'admin@example.com', name: 'Ada Admin', role: 'admin', password });
  editorCookie = await cookieFor('editor@example.com');
  adminCookie = await cookieFor('admin@example.com');
});

describe('requireStaffApi (route handlers)', () => {
  test('no cookie, or a forged one: 401 in the site envelope', async () => {
    for (const cookie of ['', 'staff.session_token=forged.value']) {
      const gate = await requireStaffApi(apiRequest(cookie), 'news.write');
      expect(gate.ok).toBe(false);
      if (gate.ok) return;
      expect(gate.response.status).toBe(401);
      expect(await gate.response.json()).toMatchObject({ success: false, code: 401, payload: null });
    }
  });

  test('a role that may act passes, with who and from where', async () => {
    const gate = await requireStaffApi(apiRequest(editorCookie), 'news.write');
    expect(gate.ok).toBe(true);
    if (gate.ok) expect(gate.staff).toMatchObject({ email: 'editor@example.com', role: 'editor', ip: '192.0.2.7' });
  });

  test('a role that may not act gets 403', async () => {
    const gate = await requireStaffApi(apiRequest(editorCookie), 'staff.manage');
    expect(gate.ok).toBe(false);
    if (!gate.ok) expect(gate.response.status).toBe(403);
  });

  test('an admin without a verified authenticator gets 403 even for admin actions', async () => {
    const gate = await requireStaffApi(apiRequest(adminCookie), 'staff.manage');
    expect(gate.ok).toBe(false);
    if (!gate.ok) expect(await gate.response.json()).toMatchObject({ code: 403, detail: 'staff_totp_required' });
  });

  test('sales and customer service without a verified authenticator get 403: they see personal data', async () => {
    const db = await getDb();
    await createStaff(db, cli, { email: 'sal@example.com', name: 'Sal Sales', role: 'sales', password });
    await createStaff(db, cli, { email: 'cs@example.com', name: 'Cy Service', role: 'customer_service', password });
    for (const [email, action] of [
      ['sal@example.com', 'leads.read'],
      ['cs@example.com', 'paper_copies.manage'],
    ] as const) {
      const gate = await requireStaffApi(apiRequest(await cookieFor(email)), action);
      expect(gate.ok).toBe(false);
      if (!gate.ok) expect(await gate.response.json()).toMatchObject({ code: 403, detail: 'staff_totp_required' });
    }
  });

  test('a write another site asked for is refused before anything else', async () => {
    const gate = await requireStaffApi(
      apiRequest(editorCookie, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } }),
      'news.write',
    );
    expect(gate.ok).toBe(false);
    if (!gate.ok) expect(gate.response.status).toBe(403);
  });
});

describe('requireStaff (pages and server actions)', () => {
  test('signed out: to the sign-in, coming back to the page', async () => {
    requestHeaders = new Headers();
    await expect(requireStaff('news.write', '/admin/news')).rejects.toThrow(
      'REDIRECT /admin/login?next=%2Fadmin%2Fnews',
    );
  });

  test('signed out: the way back is only ever a back-office page', async () => {
    requestHeaders = new Headers();
    await expect(requireStaff('news.write', '//evil.example/admin')).rejects.toThrow(
      'REDIRECT /admin/login?next=%2Fadmin',
    );
  });

  test('role may not act: forbidden() (HTTP 403 on the requested address), not a redirect', async () => {
    requestHeaders = new Headers({ cookie: editorCookie });
    await expect(requireStaff('audit.read')).rejects.toThrow('FORBIDDEN');
  });

  test('role may act: the staff member', async () => {
    requestHeaders = new Headers({ cookie: editorCookie });
    await expect(requireStaff('news.write')).resolves.toMatchObject({ email: 'editor@example.com' });
  });

  test('admin without TOTP: to the authenticator set-up, for every page', async () => {
    requestHeaders = new Headers({ cookie: adminCookie });
    await expect(requireStaff()).rejects.toThrow('REDIRECT /admin/two-factor');
    await expect(requireStaff('staff.manage')).rejects.toThrow('REDIRECT /admin/two-factor');
  });
});

describe('session lifetime', () => {
  test('a session idle for longer than the idle timeout ends (and its row is gone)', async () => {
    const db = await getDb();
    await createStaff(db, cli, { email: 'idle@example.com', name: 'Ida Idle', role: 'editor', password });
    const cookie = await cookieFor('idle@example.com');
    expect((await requireStaffApi(apiRequest(cookie), 'news.write')).ok).toBe(true);
    const member = await db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'idle@example.com')
      .executeTakeFirstOrThrow();
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    await db.updateTable('staff_sessions').set({ updated_at: longAgo }).where('user_id', '=', member.id).execute();
    const gate = await requireStaffApi(apiRequest(cookie), 'news.write');
    expect(gate.ok).toBe(false);
    if (!gate.ok) expect(gate.response.status).toBe(401);
    expect(await db.selectFrom('staff_sessions').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
  });

  test('deactivating a member ends their sessions at once, and they cannot sign in again', async () => {
    const db = await getDb();
    const member = await createStaff(db, cli, {
      email: 'leaver@example.com',
      name: 'Lee Leaver',
      role: 'editor',
      password,
    });
    const cookie = await cookieFor('leaver@example.com');
    expect((await requireStaffApi(apiRequest(cookie), 'news.write')).ok).toBe(true);
    await setActive(db, { id: 'someone-else', email: 'admin@example.com', ip: null }, member.id, false);
    expect((await requireStaffApi(apiRequest(cookie), 'news.write')).ok).toBe(false);
    await expect(cookieFor('leaver@example.com')).rejects.toThrow();
  });
});
