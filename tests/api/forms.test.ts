/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { api, sameOrigin, validBrochure, validOnboarding } from './client';

async function rows(table: 'brochure_requests' | 'onboarding_submissions' | 'mail_outbox') {
  const db = await getDb();
  const result = await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(result.n);
}

let ipCounter = 0;
// Each test uses its own address, so the 10-per-minute form limit only shows where a test is about it.
const freshIp = () => `198.51.100.${++ipCounter}`;

describe('POST users/brochure-request', () => {
  it('stores a valid request and answers with the brochure file and a one-time download link', async () => {
    const before = await rows('brochure_requests');
    const { status, json } = await api.brochure({ body: validBrochure, ip: freshIp() });
    expect(status).toBe(201);
    expect(json).toMatchObject({ success: true, code: 201, count: 1 });
    expect(json.payload.file_url).toBe('/documents/brochures/solo-smart.pdf');
    expect(json.payload.download_url).toMatch(/^\/hidden-pages\/[A-Za-z0-9_-]{32}$/);
    expect(await rows('brochure_requests')).toBe(before + 1);
    const db = await getDb();
    const stored = await db
      .selectFrom('brochure_requests')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: 'ada@example.com', brochure_id: 'solo-smart', marketing_consent: 0 });
    // Only the hash of the link token is stored.
    expect(json.payload.download_url).not.toContain(stored.download_token_hash);
  });

  it.each([
    ['first_name', 'First name is required!'],
    ['last_name', 'Last name is required'],
    ['email', 'Email is required!'],
    ['country', 'Country is required!'],
    ['hospital', 'Hospital is required!'],
  ])('answers 422 with the spec message when %s is missing', async (field, message) => {
    const body: Record<string, unknown> = { ...validBrochure };
    delete body[field];
    const { status, json } = await api.brochure({ body, ip: freshIp() });
    expect(status).toBe(422);
    expect(json.errors?.[field]).toContain(message);
  });

  it('answers 422 "Invalid email format!" for a malformed address', async () => {
    const { status, json } = await api.brochure({ body: { ...validBrochure, email: 'not-an-email' }, ip: freshIp() });
    expect(status).toBe(422);
    expect(json.errors?.email).toEqual(['Invalid email format!']);
  });
});

describe('POST users/on-board', () => {
  it('stores the submission and records the thank-you e-mail', async () => {
    const [submissions, mails] = [await rows('onboarding_submissions'), await rows('mail_outbox')];
    const { status, json } = await api.onBoard({ body: validOnboarding, ip: freshIp() });
    expect(status).toBe(200);
    expect(json.description).toBe('Form has been submitted Successfully!');
    expect(await rows('onboarding_submissions')).toBe(submissions + 1);
    expect(await rows('mail_outbox')).toBe(mails + 1);
    const db = await getDb();
    const mail = await db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: 'grace@example.com', kind: 'onboarding-thank-you' });
  });

  it.each([
    ['first_name', 'This field is required'],
    ['last_name', 'This field is required'],
    ['country', 'This field is required'],
    ['email', 'Email is required!'],
    ['privacy_policy', "You must declare that you have read the product's Privacy Policy"],
  ])('answers 422 with the spec message when %s is missing', async (field, message) => {
    const body: Record<string, unknown> = { ...validOnboarding };
    delete body[field];
    const { status, json } = await api.onBoard({ body, ip: freshIp() });
    expect(status).toBe(422);
    expect(json.errors?.[field]).toContain(message);
  });

  it('refuses privacy_policy false', async () => {
    const { status, json } = await api.onBoard({ body: { ...validOnboarding, privacy_policy: false }, ip: freshIp() });
    expect(status).toBe(422);
    expect(json.errors?.privacy_policy).toEqual(["You must declare that you have read the product's Privacy Policy"]);
  });
});

const huge = 'x'.repeat(5000);
const malformed: [string, CallOptionsLike][] = [
  ['a JSON array', { rawBody: '[]' }],
  ['a JSON string', { rawBody: '"hello"' }],
  ['JSON null', { rawBody: 'null' }],
  ['broken JSON', { rawBody: '{"first_name": "A",' }],
  ['an empty body', { rawBody: '' }],
  ['form-encoded data', { rawBody: 'first_name=A', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['text/plain', { rawBody: JSON.stringify(validBrochure), headers: { 'content-type': 'text/plain' } }],
  ['a body over 16 KB', { rawBody: JSON.stringify({ ...validBrochure, hospital: 'h'.repeat(17 * 1024) }) }],
  ['a number as first name', { body: { ...validBrochure, first_name: 42 } }],
  ['null as last name', { body: { ...validBrochure, last_name: null } }],
  ['an array as email', { body: { ...validBrochure, email: ['ada@example.com'] } }],
  ['an object as country', { body: { ...validBrochure, country: { name: 'Italy' } } }],
  ['a boolean as hospital', { body: { ...validBrochure, hospital: true } }],
  ['a blank first name', { body: { ...validBrochure, first_name: '   ' } }],
  ['a huge first name', { body: { ...validBrochure, first_name: huge } }],
  ['a huge hospital', { body: { ...validBrochure, hospital: huge } }],
  ['a script tag in the name', { body: { ...validBrochure, first_name: '<script>alert(1)</script>' } }],
  ['markup in the hospital', { body: { ...validBrochure, hospital: '<img src=x onerror=alert(1)>' } }],
  ['an unknown country', { body: { ...validBrochure, country: 'Atlantis' } }],
  ['an unknown brochure', { body: { ...validBrochure, broucher: 'not-a-brochure' } }],
  ['path traversal in broucher', { body: { ...validBrochure, broucher: '../../etc/passwd' } }],
  ['an encoded traversal in broucher', { body: { ...validBrochure, broucher: '..%2F..%2Fsecret.pdf' } }],
  ['an absolute path in broucher', { body: { ...validBrochure, broucher: '/documents/brochures/solo-smart.pdf' } }],
  ['a number as broucher', { body: { ...validBrochure, broucher: 7 } }],
  ['a missing broucher', { body: { ...validBrochure, broucher: undefined } }],
  ['the brochure field spelt "brochure"', { body: { ...validBrochure, broucher: undefined, brochure: 'solo-smart' } }],
  ['an unknown field', { body: { ...validBrochure, is_admin: true } }],
  [
    'a prototype-pollution key',
    { rawBody: JSON.stringify(validBrochure).replace(/}$/, ',"__proto__":{"polluted":1}}') },
  ],
  ['a string as marketing consent', { body: { ...validBrochure, marketing_consent: 'yes' } }],
  ['an email with spaces', { body: { ...validBrochure, email: 'ada lovelace@example.com' } }],
  ['an email without domain', { body: { ...validBrochure, email: 'ada@' } }],
  ['an over-long email', { body: { ...validBrochure, email: `${'a'.repeat(250)}@example.com` } }],
  ['SQL in the email', { body: { ...validBrochure, email: "x'; DROP TABLE users; --@example.com" } }],
  ['a lone surrogate as first name', { rawBody: JSON.stringify(validBrochure).replace('"Ada"', '"\\ud800"') }],
  ['a lone low surrogate in the hospital', { body: { ...validBrochure, hospital: 'San \udc00 Giovanni' } }],
  ['a lone surrogate in the email', { body: { ...validBrochure, email: 'ada\ud83d@example.com' } }],
  ['a lone surrogate in a key', { rawBody: JSON.stringify(validBrochure).replace(/}$/, ',"\\ud800":1}') }],
];
type CallOptionsLike = Parameters<typeof api.brochure>[0];

describe('malformed brochure requests', () => {
  it('refuses text that is not well-formed Unicode with a 400 that says so', async () => {
    const rawBody = JSON.stringify(validBrochure).replace('"Ada"', '"\\ud800"');
    const { status, json } = await api.brochure({ rawBody, ip: freshIp() });
    expect(status).toBe(400);
    expect(json.description).toBe('The request body contains text that is not valid Unicode (an unpaired surrogate).');
    // An emoji is a pair of surrogates: well-formed, and accepted.
    const emoji = await api.brochure({ body: { ...validBrochure, hospital: 'Ospedale 🫀' }, ip: freshIp() });
    expect(emoji.status).toBe(201);
  });

  it.each(malformed)('%s gets a 4xx and stores nothing', async (_, options) => {
    const before = await rows('brochure_requests');
    const { status, json } = await api.brochure({ ...options, ip: freshIp() });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(json.success).toBe(false);
    expect(await rows('brochure_requests')).toBe(before);
  });

  it('maps each failure to its status: 400 malformed JSON, 413 too large, 415 wrong type, 422 invalid', async () => {
    expect((await api.brochure({ rawBody: '{', ip: freshIp() })).status).toBe(400);
    expect(
      (
        await api.brochure({
          rawBody: JSON.stringify({ ...validBrochure, hospital: 'h'.repeat(17000) }),
          ip: freshIp(),
        })
      ).status,
    ).toBe(413);
    expect(
      (await api.brochure({ rawBody: 'a=b', headers: { 'content-type': 'text/plain' }, ip: freshIp() })).status,
    ).toBe(415);
    expect((await api.brochure({ body: { ...validBrochure, broucher: '../x' }, ip: freshIp() })).status).toBe(422);
  });
});

describe('form rate limit', () => {
  it('allows 10 form posts a minute per address, then answers 429 with Retry-After and stores nothing', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await api.brochure({ body: validBrochure, ip })).status).toBe(201);
    }
    const before = await rows('brochure_requests');
    const refused = await api.brochure({ body: validBrochure, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rows('brochure_requests')).toBe(before);
    expect((await api.onBoard({ body: validOnboarding, ip })).status).toBe(429);
    expect((await api.brochure({ body: validBrochure, ip: freshIp() })).status).toBe(201);
  });
});

describe('form rate limit over IPv6', () => {
  it('counts the addresses of one /64 network together, and a client written IPv4-mapped as its IPv4 address', async () => {
    // One host picks any address of its /64 freely: 15 of them must not be 15 allowances.
    const host = (n: number) => `2001:db8:77:1:${n.toString(16)}::${(n * 7).toString(16)}`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await api.brochure({ body: validBrochure, ip: host(attempt) })).status).toBe(201);
    }
    for (let attempt = 10; attempt < 15; attempt += 1) {
      expect((await api.brochure({ body: validBrochure, ip: host(attempt) })).status).toBe(429);
    }
    expect((await api.brochure({ body: validBrochure, ip: '2001:db8:77:2::1' })).status).toBe(201);

    for (let attempt = 0; attempt < 10; attempt += 1) await api.brochure({ body: validBrochure, ip: '192.0.2.78' });
    expect((await api.brochure({ body: validBrochure, ip: '::ffff:192.0.2.78' })).status).toBe(429);
  });
});

describe('CSRF', () => {
  it('refuses a form post from another site', async () => {
    const before = await rows('brochure_requests');
    const { status } = await api.brochure({
      body: validBrochure,
      ip: freshIp(),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(status).toBe(403);
    const viaFetchMetadata = await api.brochure({
      body: validBrochure,
      ip: freshIp(),
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    });
    expect(viaFetchMetadata.status).toBe(403);
    expect(await rows('brochure_requests')).toBe(before);
  });

  it('accepts the same form from this site', async () => {
    expect((await api.brochure({ body: validBrochure, ip: freshIp(), headers: sameOrigin })).status).toBe(201);
    expect(
      (
        await api.brochure({
          body: validBrochure,
          ip: freshIp(),
          headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(201);
  });
});
