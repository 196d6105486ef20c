/** @jest-environment node */
import { parseSetCookieHeader } from 'better-auth/cookies';
import { GET, POST } from '@/app/api/admin/vitals/route';
import { getDb } from '@/lib/server/db';
import { staffAuthForScripts } from '@/lib/server/staff/auth';
import { createStaff } from '@/lib/server/staff/members';
import { recordVital } from '@/lib/server/vitals/store';
import { isoWeek } from '@/lib/vitals/iso-week';

jest.setTimeout(30_000);

const password = 'a long enough password';
const cookies: Record<string, string> = {};

async function cookieFor(email: string) {
  const auth = await staffAuthForScripts(await getDb());
  const answer = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return [...parseSetCookieHeader(answer.headers.get('set-cookie') ?? '').entries()]
    .map(([name, value]) => `${name}=${value.value}`)
    .join('; ');
}

async function report(role: string, query = '') {
  const response = await GET(
    new Request(`http://localhost/api/admin/vitals${query}`, { headers: { cookie: cookies[role] ?? '' } }),
    undefined,
  );
  return { status: response.status, json: await response.json() };
}

beforeAll(async () => {
  const db = await getDb();
  const cli = { id: null, email: 'cli:test', ip: null };
  for (const role of ['editor', 'sales'] as const) {
    await createStaff(db, cli, { email: `${role}-vitals@example.com`, name: `Member ${role}`, role, password });
    cookies[role] = await cookieFor(`${role}-vitals@example.com`);
  }
  // Sales need an authenticator (roleRequiresTotp): the member enrolled one after this password-only session began.
  await db.updateTable('staff_users').set({ two_factor_enabled: 1 }).where('role', '=', 'sales').execute();
  for (const value of [900, 1200, 2600, 5000])
    await recordVital(db, { metric: 'LCP', value, template: 'device', device: 'desktop' });
  await recordVital(db, { metric: 'CLS', value: 0.02, template: 'device', device: 'mobile' });
});

test('refused signed out (401) and for a role without vitals.read (403), in the envelope', async () => {
  expect(await report('nobody')).toMatchObject({ status: 401, json: { success: false, code: 401 } });
  expect(await report('sales')).toMatchObject({
    status: 403,
    json: { success: false, code: 403, description: 'Your role does not allow this.' },
  });
});

test('the editor reads p75 per template and week with samples, ratings and the thresholds', async () => {
  const { status, json } = await report('editor');
  expect(status).toBe(200);
  expect(json.payload).toMatchObject({
    weeks: 8,
    device: 'all',
    thresholds: {
      LCP: { good: 2500, poor: 4000, unit: 'ms' },
      INP: { good: 200, poor: 500 },
      CLS: { good: 0.1, poor: 0.25, unit: '' },
    },
  });
  expect(json.payload.rows).toEqual([
    {
      template: 'device',
      templateLabel: 'Device pages',
      week: isoWeek(new Date()),
      metrics: {
        LCP: { p75: 2600, samples: 4, rating: 'needs-improvement' },
        CLS: { p75: 0.02, samples: 1, rating: 'good' },
      },
    },
  ]);
  const phones = await report('editor', '?weeks=4&device=mobile');
  expect(phones.json.payload.rows[0].metrics).toEqual({ CLS: { p75: 0.02, samples: 1, rating: 'good' } });
});

test.each(['?weeks=7', '?weeks=abc', '?device=tv', '?template=home'])(
  'answers 422 with field errors for %s',
  async (query) => {
    const { status, json } = await report('editor', query);
    expect(status).toBe(422);
    expect(Object.keys(json.errors)).toHaveLength(1);
  },
);

test('POST answers 405', async () => {
  expect(POST().status).toBe(405);
});
