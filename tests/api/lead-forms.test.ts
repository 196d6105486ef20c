/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { getDb } from '@/lib/server/db';
import { listLeads, readGrantAttachment } from '@/lib/server/leads/repository';
import { uploadRoot } from '@/lib/server/storage';
import { api, validBrochure, validOnboarding } from './client';
import { grantForm, leadApi, pdfBytes, validContact, validCustomerService, validGrantFields } from './lead-client';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'site-test-uploads-'));

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function count(table: 'leads' | 'mail_outbox') {
  const db = await getDb();
  const result = await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(result.n);
}
const counts = async () => ({
  leads: await count('leads'),
  mails: await count('mail_outbox'),
  files: storedFiles().length,
});
function storedFiles(): string[] {
  const dir = join(uploadRoot(), 'grants');
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.pdf')) : [];
}
async function mailsTo(address: string, kind: string) {
  const db = await getDb();
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).where('kind', '=', kind).execute();
}
async function leadRow(id: string) {
  const db = await getDb();
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('valid submissions', () => {
  it('a contact message is stored as a lead, sent to the topic team, and acknowledged without the visitor text', async () => {
    const before = await counts();
    const { status, json } = await leadApi.contact({ body: validContact, ip: freshIp() });
    expect(status).toBe(201);
    expect(json.payload.reference).toMatch(/^CR-[0-9A-F]{10}$/);
    expect(await counts()).toEqual({ ...before, leads: before.leads + 1, mails: before.mails + 2 });

    const lead = await leadRow(json.payload.id);
    expect(lead).toMatchObject({
      form: 'contact',
      topic: 'product-safety',
      email: 'ada.contact@example.com',
      status: 'new',
      assigned_to: null,
      attachment_key: null,
    });
    expect(lead.search_text).toContain('secret-visitor-text');
    expect(lead.search_text).toBe(lead.search_text.toLowerCase());

    const [notification] = await mailsTo('productsafety@corcym.com', 'lead-notification');
    expect(notification?.body_text).toContain('SECRET-VISITOR-TEXT');
    const [ack] = await mailsTo('ada.contact@example.com', 'lead-acknowledgement');
    expect(ack?.body_text).toContain(json.payload.reference);
    expect(ack?.body_text).toContain('Product safety complaint or adverse event');
    for (const visitorText of ['SECRET-VISITOR-TEXT', 'Ada', 'Lovelace', 'Ospedale']) {
      expect(`${ack?.subject}\n${ack?.body_text}`).not.toContain(visitorText);
    }
  });

  it('sends at most one acknowledgement per address per day, but stores and notifies every submission', async () => {
    const email = 'repeat@example.com';
    for (const topic of ['general', 'privacy', 'partnering']) {
      expect((await leadApi.contact({ body: { ...validContact, email, topic }, ip: freshIp() })).status).toBe(201);
    }
    expect((await leadApi.customerService({ body: { ...validCustomerService, email }, ip: freshIp() })).status).toBe(
      201,
    );
    expect(await mailsTo(email, 'lead-acknowledgement')).toHaveLength(1);
    for (const team of [
      'info@corcym.com',
      'privacy@corcym.com',
      'partnering@corcym.com',
      'customerservice@corcym.com',
    ]) {
      expect((await mailsTo(team, 'lead-notification')).length).toBeGreaterThanOrEqual(1);
    }
    const db = await getDb();
    expect(await db.selectFrom('leads').select('id').where('email', '=', email).execute()).toHaveLength(4);
  });

  it('a customer-service request goes to customer service with its request type', async () => {
    const { status, json } = await leadApi.customerService({ body: validCustomerService, ip: freshIp() });
    expect(status).toBe(201);
    const lead = await leadRow(json.payload.id);
    expect(lead).toMatchObject({ form: 'customer-service', topic: 'returns', organisation: 'General Hospital' });
    expect(JSON.parse(lead.details)).toMatchObject({ order_reference: 'PO-1234' });
    const [ack] = await mailsTo('grace.cs@example.com', 'lead-acknowledgement');
    expect(ack?.body_text).not.toMatch(/SECRET-VISITOR-TEXT|Grace|Hopper|General Hospital|PO-1234/);
  });

  it('a grant application stores its PDF outside public/, readable only through the server function', async () => {
    const before = await counts();
    const { status, json } = await leadApi.grant({
      form: grantForm(),
      ip: freshIp(),
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(status).toBe(201);
    expect(await counts()).toEqual({ leads: before.leads + 1, mails: before.mails + 2, files: before.files + 1 });
    const lead = await leadRow(json.payload.id);
    expect(lead).toMatchObject({
      form: 'grant',
      topic: 'grant',
      organisation: 'Heart Foundation',
      attachment_key: `grants/${json.payload.id}.pdf`,
    });

    const file = resolve(uploadRoot(), lead.attachment_key!);
    expect(existsSync(file)).toBe(true);
    expect(relative(resolve('public'), file).startsWith('..')).toBe(true);

    const attachment = await readGrantAttachment(json.payload.id);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(attachment!.bytes.slice(0, 5))).toBe('%PDF-');
    expect(attachment?.fileName).toBe(`grant-application-${json.payload.reference}.pdf`);
    expect(await readGrantAttachment('not-a-lead')).toBeUndefined();
    expect((await mailsTo('grants@corcym.com', 'lead-notification')).length).toBeGreaterThanOrEqual(1);
    const [ack] = await mailsTo('karen.grants@example.com', 'lead-acknowledgement');
    expect(ack?.body_text).not.toMatch(/SECRET-VISITOR-TEXT|Karen|Jones|Heart Foundation|5000/);
  });

  it('brochure requests and onboarding submissions also write a lead under their own id', async () => {
    const brochure = await api.brochure({ body: validBrochure, ip: freshIp() });
    expect(brochure.status).toBe(201);
    expect(await leadRow(brochure.json.payload.id)).toMatchObject({
      form: 'brochure',
      topic: 'solo-smart',
      organisation: 'Ospedale San Giovanni',
    });
    const onboarding = await api.onBoard({ body: validOnboarding, ip: freshIp() });
    expect(onboarding.status).toBe(200);
    expect(await leadRow(onboarding.json.payload.id)).toMatchObject({ form: 'onboarding', email: 'grace@example.com' });
  });
});

type Body = Record<string, unknown>;
const without = (body: Body, field: string) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));

describe('bad input is refused with field errors and stores nothing', () => {
  const contactCases: [string, Body, string][] = [
    ...['firstName', 'lastName', 'email', 'country', 'topic', 'message', 'privacyConsent'].map(
      (field): [string, Body, string] => [`missing ${field}`, without(validContact, field), field],
    ),
    ['a number as first name', { ...validContact, firstName: 42 }, 'firstName'],
    ['an array as message', { ...validContact, message: ['hi'] }, 'message'],
    ['a string as consent', { ...validContact, privacyConsent: 'yes' }, 'privacyConsent'],
    ['privacy consent refused', { ...validContact, privacyConsent: false }, 'privacyConsent'],
    ['an unknown topic', { ...validContact, topic: 'sales' }, 'topic'],
    ['an oversize message', { ...validContact, message: 'x'.repeat(3001) }, 'message'],
    ['a control character in the message', { ...validContact, message: 'hello\u0007' }, 'message'],
    ['an unknown country', { ...validContact, country: 'Atlantis' }, 'country'],
    ['an unknown field', { ...validContact, isAdmin: true }, 'isAdmin'],
  ];
  it.each(contactCases)('contact: %s', async (_, body, field) => {
    const before = await counts();
    const { status, json } = await leadApi.contact({ body, ip: freshIp() });
    expect(status).toBe(422);
    expect(json.errors?.[field]?.[0]).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['missing organisation', without(validCustomerService, 'organisation'), 'organisation'],
    ['an unknown request type', { ...validCustomerService, requestType: 'refund-now' }, 'requestType'],
    ['markup in the order reference', { ...validCustomerService, orderReference: '<b>1</b>' }, 'orderReference'],
  ])('customer service: %s', async (_, body, field) => {
    const before = await counts();
    const { status, json } = await leadApi.customerService({ body, ip: freshIp() });
    expect(status).toBe(422);
    expect(json.errors?.[field]?.[0]).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('contact: JSON sent as text/plain gets 415, broken JSON 400', async () => {
    const before = await counts();
    expect(
      (
        await leadApi.contact({
          rawBody: JSON.stringify(validContact),
          headers: { 'content-type': 'text/plain' },
          ip: freshIp(),
        })
      ).status,
    ).toBe(415);
    expect((await leadApi.contact({ rawBody: '{"firstName":', ip: freshIp() })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  const notPdf = new TextEncoder().encode('MZ\x90\x00 this is an executable pretending to be a PDF');
  const grantCases: [string, () => Parameters<typeof leadApi.grant>[0], number, string | null][] = [
    [
      'a non-PDF named .pdf with a PDF type',
      () => ({
        form: grantForm(validGrantFields, { bytes: notPdf, name: 'application.pdf', type: 'application/pdf' }),
      }),
      415,
      'attachment',
    ],
    [
      'an HTML file named .pdf',
      () => ({
        form: grantForm(validGrantFields, {
          bytes: new TextEncoder().encode('<html>%PDF-</html>'),
          name: 'a.pdf',
          type: 'application/pdf',
        }),
      }),
      415,
      'attachment',
    ],
    ['no attachment', () => ({ form: grantForm(validGrantFields, null) }), 422, 'attachment'],
    [
      'an empty attachment',
      () => ({
        form: grantForm(validGrantFields, { bytes: new Uint8Array(), name: 'a.pdf', type: 'application/pdf' }),
      }),
      422,
      'attachment',
    ],
    [
      'a missing organisation',
      () => ({ form: grantForm({ ...validGrantFields, organisation: undefined }) }),
      422,
      'organisation',
    ],
    [
      'an unknown request type',
      () => ({ form: grantForm({ ...validGrantFields, requestType: 'loan' }) }),
      422,
      'requestType',
    ],
    [
      'consent not given',
      () => ({ form: grantForm({ ...validGrantFields, privacyConsent: 'false' }) }),
      422,
      'privacyConsent',
    ],
    [
      'an oversize purpose',
      () => ({ form: grantForm({ ...validGrantFields, purpose: 'x'.repeat(4001) }) }),
      422,
      'purpose',
    ],
    ['an unknown field', () => ({ form: grantForm({ ...validGrantFields, role: 'admin' }) }), 422, 'role'],
    [
      'a file in a text field',
      () => {
        const form = grantForm();
        form.set('purpose', new File(['x'], 'x.txt'));
        return { form };
      },
      422,
      'purpose',
    ],
    [
      'a field sent twice',
      () => {
        const form = grantForm();
        form.append('email', 'other@example.com');
        return { form };
      },
      422,
      'email',
    ],
    [
      'JSON instead of multipart',
      () => ({ raw: { body: JSON.stringify(validGrantFields), type: 'application/json' } }),
      415,
      null,
    ],
    [
      'a broken multipart body',
      () => ({ raw: { body: '--x\r\nnonsense', type: 'multipart/form-data; boundary=x' } }),
      400,
      null,
    ],
  ];
  it.each(grantCases)('grant: %s', async (_, options, expected, field) => {
    const before = await counts();
    const { status, json } = await leadApi.grant({ ...options(), ip: freshIp() });
    expect(status).toBe(expected);
    expect(json.success).toBe(false);
    if (field) expect(json.errors?.[field]?.[0]).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('grant: an upload over the configured size gets 413, whether the file or the whole body is too large', async () => {
    process.env.GRANT_UPLOAD_MAX_MB = '0.05';
    try {
      const before = await counts();
      const slightlyOver = await leadApi.grant({
        form: grantForm(validGrantFields, { bytes: pdfBytes(60 * 1024), name: 'a.pdf', type: 'application/pdf' }),
        ip: freshIp(),
      });
      expect(slightlyOver.status).toBe(413);
      expect(slightlyOver.json.errors?.attachment?.[0]).toMatch(/at most/);
      const farOver = await leadApi.grant({
        form: grantForm(validGrantFields, { bytes: pdfBytes(400 * 1024), name: 'a.pdf', type: 'application/pdf' }),
        ip: freshIp(),
      });
      expect(farOver.status).toBe(413);
      expect(await counts()).toEqual(before);
    } finally {
      delete process.env.GRANT_UPLOAD_MAX_MB;
    }
  });
});

describe('CSRF', () => {
  it('refuses each form from another site and stores nothing', async () => {
    const before = await counts();
    const crossSite = { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' };
    expect((await leadApi.contact({ body: validContact, headers: crossSite, ip: freshIp() })).status).toBe(403);
    expect(
      (await leadApi.customerService({ body: validCustomerService, headers: crossSite, ip: freshIp() })).status,
    ).toBe(403);
    expect(
      (await leadApi.grant({ form: grantForm(), headers: { 'sec-fetch-site': 'cross-site' }, ip: freshIp() })).status,
    ).toBe(403);
    expect(
      (await leadApi.grant({ form: grantForm(), headers: { origin: 'https://evil.example' }, ip: freshIp() })).status,
    ).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('rate limit', () => {
  it('shares the per-address form limit with the other forms', async () => {
    const ip = '192.0.2.99';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await leadApi.contact({ body: { ...validContact, email: `limit${attempt}@example.com` }, ip })).status,
      ).toBe(201);
    }
    const before = await counts();
    const refused = await leadApi.grant({ form: grantForm(), ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });
});

describe('listLeads', () => {
  it('finds leads by form, by any word of their text or their reference, paged newest first, with wildcards taken literally', async () => {
    const first = await leadApi.contact({
      body: { ...validContact, email: 'list1@example.com', message: 'Needle 100% ZEBRAFISH question' },
      ip: freshIp(),
    });
    const second = await leadApi.customerService({
      body: { ...validCustomerService, email: 'list2@example.com', message: 'zebrafish order' },
      ip: freshIp(),
    });
    const db = await getDb();
    const both = (await listLeads(db, { search: 'Zebrafish' })).map((lead) => lead.id);
    expect(both.sort()).toEqual([first.json.payload.id, second.json.payload.id].sort());
    expect((await listLeads(db, { search: 'zebrafish', form: 'contact' })).map((lead) => lead.id)).toEqual([
      first.json.payload.id,
    ]);
    expect((await listLeads(db, { search: first.json.payload.reference }))[0]?.reference).toBe(
      first.json.payload.reference,
    );
    expect(await listLeads(db, { search: '100%' })).toHaveLength(1);
    expect(await listLeads(db, { search: '%' })).toHaveLength(1);
    expect(await listLeads(db, { search: 'zebrafish needle' })).toHaveLength(1);
    const [newest] = await listLeads(db, { search: 'zebrafish', limit: 1 });
    const next = await listLeads(db, {
      search: 'zebrafish',
      before: { createdAt: newest!.created_at, id: newest!.id },
    });
    expect(next).toHaveLength(1);
    expect(next[0]!.id).not.toBe(newest!.id);
    expect(next[0]!.created_at <= newest!.created_at).toBe(true);
  });
});
