/** @jest-environment node */
import { createHash, createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getDb, type Db } from '@/lib/server/db';
import { insertLead } from '@/lib/server/leads/repository';
import { listAudit } from '@/lib/server/staff/audit-query';
import type { FileStorage } from '@/lib/server/storage';
import { erasePerson } from './erase';
import { buildExport } from './export';
import { personalRecords, summarise, totalRecords } from './records';
import { applyRetention, getRetentionMonths, setRetentionMonths } from './retention';
import { ERASED, subjectHash } from './subject';

const actor = { id: 'staff-privacy', email: 'officer@example.com', ip: '203.0.113.5' };

/** Storage in memory: what the tests put, get and delete. */
function memoryStorage(): FileStorage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async put(key, bytes) {
      files.set(key, bytes);
    },
    async putFile(key, path) {
      files.set(key, new Uint8Array(await readFile(path)));
    },
    async get(key) {
      const bytes = files.get(key);
      return bytes ? { bytes, contentType: 'application/pdf' } : undefined;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}

/** One person in every table that can hold personal data, with their address in the case they typed it. */
async function seedPerson(db: Db, storage: FileStorage, email: string, first: string, createdAt = new Date()) {
  const at = createdAt.toISOString();
  const attachmentKey = `grants/${randomUUID()}.pdf`;
  await storage.put(attachmentKey, new TextEncoder().encode('%PDF-1.4 grant'), 'application/pdf');
  const contact = await insertLead(
    db,
    {
      form: 'contact',
      topic: 'general',
      firstName: first,
      lastName: 'Person',
      email,
      country: 'Italy',
      organisation: 'Hospital of ' + first,
      message: `Hello from ${first}`,
    },
    createdAt,
  );
  await insertLead(
    db,
    {
      form: 'grant',
      topic: 'grant',
      firstName: first,
      lastName: 'Person',
      email,
      country: 'Italy',
      attachmentKey,
      details: { phone: '+39 000' },
    },
    createdAt,
  );
  await db
    .insertInto('lead_notes')
    .values({
      id: randomUUID(),
      lead_id: contact.id,
      author_id: 'staff-sales',
      body: `Called ${first}`,
      created_at: at,
    })
    .execute();
  const brochureId = randomUUID();
  await db
    .insertInto('brochure_requests')
    .values({
      id: brochureId,
      first_name: first,
      last_name: 'Person',
      email,
      country: 'France',
      hospital: 'Clinic',
      brochure_id: 'perceval',
      marketing_consent: 1,
      download_token_hash: randomUUID(),
      download_expires_at: at,
      created_at: at,
    })
    .execute();
  await insertLead(
    db,
    {
      id: brochureId,
      form: 'brochure',
      topic: 'perceval',
      firstName: first,
      lastName: 'Person',
      email,
      country: 'France',
      organisation: 'Clinic',
    },
    createdAt,
  );
  const userId = randomUUID();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      password_hash: 'scrypt$secret',
      first_name: first,
      last_name: 'Person',
      country: 'Spain',
      onboarded: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('onboarding_submissions')
    .values({
      id: randomUUID(),
      user_id: userId,
      first_name: first,
      last_name: 'Person',
      country: 'Spain',
      email,
      privacy_policy: 1,
      marketing_consent: 1,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('sessions')
    .values({ id: randomUUID(), user_id: userId, created_at: at, last_seen_at: at, expires_at: at, revoked_at: null })
    .execute();
  const course = await db.selectFrom('courses').select('id').executeTakeFirstOrThrow();
  const lecture = await db
    .selectFrom('lectures')
    .select('id')
    .where('course_id', '=', course.id)
    .executeTakeFirstOrThrow();
  await db.insertInto('enrolments').values({ user_id: userId, course_id: course.id, created_at: at }).execute();
  await db
    .insertInto('lecture_progress')
    .values({ user_id: userId, lecture_id: lecture.id, watched: 1, position_seconds: 12, updated_at: at })
    .execute();
  const lower = email.toLowerCase();
  await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      to_address: email,
      subject: 'We have received your request',
      body_text: 'Hello,',
      kind: 'lead-acknowledgement',
      created_at: at,
      sent_at: null,
      error: null,
    })
    .execute();
  await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      to_address: 'team@corcym.com',
      subject: 'New contact form',
      body_text: `Name: ${first} Person\nE-mail: ${lower}`,
      kind: 'lead-notification',
      created_at: at,
      sent_at: at,
      error: null,
    })
    .execute();
  await db
    .insertInto('rate_limit_buckets')
    .values({ key: `mail:lead-acknowledgement:${lower}`, window_start: Date.now(), count: 1 })
    .execute();
  // A device followed by e-mail (lib/server/follow): only a hash of its links' tokens is kept.
  await db
    .insertInto('device_follows')
    .values({
      id: randomUUID(),
      device_key: 'ww/perceval',
      email,
      mailbox: lower,
      status: 'confirmed',
      confirm_hash: null,
      confirm_expires_at: null,
      unsubscribe_hash: randomUUID(),
      created_at: at,
      confirmed_at: at,
    })
    .execute();
  return { userId, attachmentKey };
}

const countOf = async (db: Db, table: 'leads' | 'brochure_requests' | 'onboarding_submissions' | 'mail_outbox') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('find, export and erase one person across every table, leaving counts and other people untouched', async () => {
  const db = await getDb();
  const storage = memoryStorage();
  const ana = await seedPerson(db, storage, 'Ana.Example@Example.com', 'Ana');
  const ben = await seedPerson(db, storage, 'ben_other@example.com', 'Ben');

  // A learner's onboarding row typed with another address is theirs too.
  await db
    .insertInto('onboarding_submissions')
    .values({
      id: randomUUID(),
      user_id: ana.userId,
      first_name: 'Ana',
      last_name: 'Person',
      country: 'Spain',
      email: 'ana.work@example.org',
      privacy_policy: 1,
      marketing_consent: 0,
      created_at: new Date().toISOString(),
    })
    .execute();

  // Found whatever the case typed.
  const groups = summarise(await personalRecords(db, 'ana.example@EXAMPLE.com'));
  const count = (kind: string) => groups.find((group) => group.kind === kind)?.count;
  expect(Object.fromEntries(groups.map((group) => [group.kind, group.count]))).toEqual({
    leads: 3,
    lead_notes: 1,
    attachments: 1,
    brochure_requests: 1,
    onboarding_submissions: 2,
    users: 1,
    sessions: 1,
    enrolments: 1,
    lecture_progress: 1,
    mail_outbox: 2,
    device_follows: 1,
    rate_limit_buckets: 1,
  });
  expect(count('leads')).toBe(3);

  const exported = await buildExport(db, storage, 'ana.example@example.com');
  expect(exported.tables.leads.map((lead) => lead.first_name)).toEqual(['Ana', 'Ana', 'Ana']);
  expect(exported.tables.users[0]).not.toHaveProperty('password_hash');
  expect(exported.tables.brochure_requests[0]).not.toHaveProperty('download_token_hash');
  expect(exported.tables.mail_outbox).toHaveLength(2);
  expect(exported.tables.device_follows).toEqual([expect.objectContaining({ device_key: 'ww/perceval' })]);
  expect(JSON.stringify(exported.tables.device_follows)).not.toContain('hash');
  expect(exported.attachments).toEqual([
    expect.objectContaining({
      key: ana.attachmentKey,
      size_bytes: 14,
      base64: Buffer.from('%PDF-1.4 grant').toString('base64'),
    }),
  ]);
  expect(JSON.stringify(exported)).not.toContain('Ben');

  const before = {
    leads: await countOf(db, 'leads'),
    brochures: await countOf(db, 'brochure_requests'),
    onboarding: await countOf(db, 'onboarding_submissions'),
    mail: await countOf(db, 'mail_outbox'),
  };
  const result = await erasePerson(db, storage, actor, 'ANA.example@example.com');
  expect(result).toMatchObject({
    leads: 3,
    leadNotes: 1,
    learnerAccounts: 1,
    sessions: 1,
    enrolments: 1,
    lectureProgress: 1,
    mail: 2,
    deviceFollows: 1,
    rateLimitWindows: 1,
    files: 1,
    filesFailed: 0,
  });

  // Nothing personal remains: not found again, no file, no name or address anywhere in the tables.
  expect(totalRecords(summarise(await personalRecords(db, 'ana.example@example.com')))).toBe(0);
  expect(storage.files.has(ana.attachmentKey)).toBe(false);
  const everything = JSON.stringify(
    await Promise.all(
      [
        'leads',
        'lead_notes',
        'brochure_requests',
        'onboarding_submissions',
        'users',
        'sessions',
        'enrolments',
        'lecture_progress',
        'mail_outbox',
        'device_follows',
        'rate_limit_buckets',
      ].map((table) =>
        db
          .selectFrom(table as 'leads')
          .selectAll()
          .execute(),
      ),
    ),
  );
  expect(everything.toLowerCase()).not.toContain('ana.example@example.com');
  expect(everything).not.toContain('ana.work@example.org');
  expect(everything).not.toMatch(/\bAna\b|Hospital of Ana|Called Ana/);
  expect(await db.selectFrom('users').select('id').where('id', '=', ana.userId).executeTakeFirst()).toBeUndefined();
  expect(
    await db.selectFrom('enrolments').select('user_id').where('user_id', '=', ana.userId).executeTakeFirst(),
  ).toBeUndefined();

  // The counts do: the rows stay with their form, topic, country and date.
  expect({
    leads: await countOf(db, 'leads'),
    brochures: await countOf(db, 'brochure_requests'),
    onboarding: await countOf(db, 'onboarding_submissions'),
    mail: await countOf(db, 'mail_outbox'),
  }).toEqual(before);
  const kept = await db
    .selectFrom('leads')
    .select(['form', 'topic', 'country', 'email', 'first_name'])
    .where('email', '=', ERASED)
    .orderBy('form')
    .execute();
  expect(kept).toEqual([
    { form: 'brochure', topic: 'perceval', country: 'France', email: ERASED, first_name: ERASED },
    { form: 'contact', topic: 'general', country: 'Italy', email: ERASED, first_name: ERASED },
    { form: 'grant', topic: 'grant', country: 'Italy', email: ERASED, first_name: ERASED },
  ]);
  // The team's address on the notification is not the person's and stays.
  expect(
    await db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', 'lead-notification')
      .where('body_text', '=', ERASED)
      .execute(),
  ).toEqual([{ to_address: 'team@corcym.com' }]);

  // Ben is untouched, file included.
  expect(totalRecords(summarise(await personalRecords(db, 'ben_other@example.com')))).toBe(15);
  expect(storage.files.has(ben.attachmentKey)).toBe(true);

  // The audit row holds the hash and counts, never the address.
  const { rows } = await listAudit(db, { action: 'gdpr.erase' }, 1);
  expect(rows).toHaveLength(1);
  const hash = await subjectHash(db, 'ana.example@example.com');
  expect(rows[0]!.entityId).toBe(hash);
  expect(JSON.parse(rows[0]!.after!)).toMatchObject({
    subject_hmac: hash,
    leads: 3,
  });
  expect(JSON.stringify(rows[0]).toLowerCase()).not.toContain('ana');
});

test('retention anonymises leads and their files older than the setting and keeps newer ones; 0 turns it off', async () => {
  const db = await getDb();
  const storage = memoryStorage();
  const now = new Date('2026-06-15T12:00:00.000Z');
  const old = await seedPerson(db, storage, 'old.lead@example.com', 'Olga', new Date('2025-01-10T00:00:00.000Z'));
  const recent = await seedPerson(db, storage, 'new.lead@example.com', 'Nina', new Date('2026-05-01T00:00:00.000Z'));

  expect(await getRetentionMonths(db)).toBe(0);
  expect(await applyRetention(db, storage, actor, now)).toMatchObject({ months: 0, leads: 0 });
  expect(storage.files.has(old.attachmentKey)).toBe(true);

  await setRetentionMonths(db, actor, 12);
  expect(await getRetentionMonths(db)).toBe(12);
  const leadsBefore = await countOf(db, 'leads');
  const result = await applyRetention(db, storage, actor, now);
  expect(result).toMatchObject({
    months: 12,
    cutoff: '2025-06-15T12:00:00.000Z',
    leads: 3,
    brochureRequests: 1,
    onboardingSubmissions: 1,
    files: 1,
  });
  expect(storage.files.has(old.attachmentKey)).toBe(false);
  expect(storage.files.has(recent.attachmentKey)).toBe(true);
  expect(await countOf(db, 'leads')).toBe(leadsBefore);
  const oldLeads = await personalRecords(db, 'old.lead@example.com');
  expect(oldLeads.leads).toHaveLength(0);
  expect(oldLeads.brochureRequests).toHaveLength(0);
  expect(oldLeads.mail).toHaveLength(0);
  expect((await personalRecords(db, 'new.lead@example.com')).leads).toHaveLength(3);

  // A second run finds nothing new and writes no audit row.
  const runs = (await listAudit(db, { action: 'gdpr.retention.run' }, 1)).total;
  expect(await applyRetention(db, storage, actor, now)).toMatchObject({ leads: 0, mail: 0 });
  expect((await listAudit(db, { action: 'gdpr.retention.run' }, 1)).total).toBe(runs);
  expect((await listAudit(db, { action: 'gdpr.retention.set' }, 1)).rows[0]).toMatchObject({
    after: JSON.stringify({ months: 12 }),
  });
});

test('the audit row of an erasure holds a keyed hash: a guessed address cannot be confirmed without the secret', async () => {
  const db = await getDb();
  const address = 'guessable.name@example.com';
  await erasePerson(db, memoryStorage(), actor, address);
  const { rows } = await listAudit(db, { action: 'gdpr.erase' }, 1);
  const recorded = rows[0]!.entityId;
  // What anyone holding the log could compute from a guess: the plain SHA-256 of the address.
  expect(recorded).not.toBe(createHash('sha256').update(address).digest('hex'));
  // What the server computes with its secret (BETTER_AUTH_SECRET, or the database's random one).
  const { value: secret } = await db
    .selectFrom('staff_settings')
    .select('value')
    .where('key', '=', 'auth_secret')
    .executeTakeFirstOrThrow();
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'corcym person subject hash', 32));
  expect(recorded).toBe(createHmac('sha256', key).update(address).digest('hex'));
  expect(JSON.stringify(rows[0]).toLowerCase()).not.toContain('guessable');
});

test('the one-mail-a-day counter of a tagged address (kept under its mailbox) is found and erased with it', async () => {
  const db = await getDb();
  const { consume } = await import('@/lib/server/rate-limit');
  const { mailRateKey } = await import('@/lib/server/mail');
  await consume(db, mailRateKey('acknowledgement', 'Tagged.Person+news@example.org'), {
    limit: 1,
    windowMs: 86_400_000,
  });
  const summary = summarise(await personalRecords(db, 'tagged.person+news@example.org'));
  expect(JSON.stringify(summary)).toMatch(/rate/i);
  await erasePerson(db, memoryStorage(), actor, 'tagged.person+news@example.org');
  const left = await db.selectFrom('rate_limit_buckets').select('key').where('key', 'like', 'mail:%').execute();
  expect(left.map((row) => row.key).join('\n')).not.toContain('tagged.person@example.org');
});
