/** @jest-environment node */
import { GET as feedRoute } from '@/app/api/follow/feed/[market]/[file]/route';
import { POST as oneClick } from '@/app/api/follow/unsubscribe/route';
import { getDb, type Db } from '@/lib/server/db';
import { approveRevision } from '@/lib/server/documents/admin';
import { erasePerson } from '@/lib/server/gdpr/erase';
import { insertTestDocument } from '@/lib/server/paper-copies/test-documents';
import type { FileStorage } from '@/lib/server/storage';
import { followableDevice, type FollowedDevice } from '@/lib/server/follow/devices';
import {
  confirmFollow,
  FOLLOW_LIMITS,
  FOLLOW_SITE_KEY,
  pendingFollow,
  purgeExpiredFollows,
  requestFollow,
} from '@/lib/server/follow/subscriptions';

const storage: FileStorage = {
  async put() {},
  async putFile() {},
  async get() {
    return undefined;
  },
  async delete() {},
};
const officer = { id: 'privacy-officer', email: 'dpo@example.com', ip: '198.51.100.9' };
const approver = { id: 'approver-1', email: 'approver@example.com', ip: '198.51.100.3' };

let db: Db;
let perceval: FollowedDevice;
let plus: FollowedDevice;

beforeAll(async () => {
  db = await getDb();
  perceval = followableDevice('ww/perceval')!;
  plus = followableDevice('ww/perceval-plus')!;
});

beforeEach(async () => {
  await db.deleteFrom('device_follows').execute();
  await db.deleteFrom('mail_outbox').execute();
  await db.deleteFrom('rate_limit_buckets').execute();
});

const outbox = () => db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
const tokenIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=([^\\s>]+)`).exec(text)![1]!);

async function follow(device: FollowedDevice, email: string) {
  await requestFollow(db, device, email);
  const mail = (await outbox()).filter((row) => row.to_address === email && row.kind === 'follow-confirm').at(-1)!;
  return tokenIn(mail.body_text, '/follow/confirm');
}

test('a request stores one pending follow with only a hash of its token and sends one confirmation mail', async () => {
  expect(await requestFollow(db, perceval, 'Anna@Example.com')).toEqual({ ok: true });
  const rows = await db.selectFrom('device_follows').selectAll().execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ device_key: 'ww/perceval', status: 'pending', mailbox: 'anna@example.com' });
  const mails = await outbox();
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to_address: 'Anna@Example.com', kind: 'follow-confirm' });
  expect(mails[0]!.body_text).toContain('Perceval');
  const token = tokenIn(mails[0]!.body_text, '/follow/confirm');
  expect(JSON.stringify(rows)).not.toContain(token);
});

test('opening the link (a GET) confirms nothing; the POST confirms once; the token is then used', async () => {
  const token = await follow(perceval, 'bruno@example.com');
  expect(await pendingFollow(db, token)).toMatchObject({ deviceKey: 'ww/perceval', status: 'pending' });
  expect(await db.selectFrom('device_follows').select('status').executeTakeFirst()).toEqual({ status: 'pending' });
  expect(await confirmFollow(db, token)).toMatchObject({ status: 'confirmed' });
  expect(await confirmFollow(db, token)).toBeUndefined();
  expect(await confirmFollow(db, 'x'.repeat(43))).toBeUndefined();
  expect(await confirmFollow(db, undefined)).toBeUndefined();
});

test('a confirmation link expires after 48 hours and housekeeping deletes the pending follow', async () => {
  const start = new Date('2026-05-01T10:00:00Z');
  await requestFollow(db, perceval, 'carla@example.com', start);
  const token = tokenIn((await outbox())[0]!.body_text, '/follow/confirm');
  const later = new Date(start.getTime() + 49 * 3_600_000);
  expect(await confirmFollow(db, token, later)).toBeUndefined();
  expect(await purgeExpiredFollows(db, later)).toBe(1);
  expect(await db.selectFrom('device_follows').selectAll().execute()).toHaveLength(0);
});

test('asking again says the same and reveals nothing; an address already following gets a note, not a second row', async () => {
  const token = await follow(perceval, 'dora@example.com');
  await confirmFollow(db, token);
  expect(await requestFollow(db, perceval, 'dora@example.com')).toEqual({ ok: true });
  expect(await db.selectFrom('device_follows').selectAll().execute()).toHaveLength(1);
  expect((await outbox()).map((row) => row.kind)).toEqual(['follow-confirm', 'follow-already']);
});

test('publishing a revision mails each confirmed follower of its device once, with List-Unsubscribe; nobody else', async () => {
  await confirmFollow(db, await follow(perceval, 'eva@example.com'));
  await confirmFollow(db, await follow(perceval, 'fabio@example.com'));
  await follow(perceval, 'pending@example.com');
  await confirmFollow(db, await follow(plus, 'other@example.com'));
  await db.deleteFrom('mail_outbox').execute();
  const { revisionId } = await insertTestDocument(db, {
    code: 'FOLLOW-IFU-1',
    title: 'Perceval instructions',
    status: 'draft',
    devices: ['ww/perceval'],
  });
  await approveRevision(db, approver, revisionId);
  const mails = await outbox();
  expect(mails.map((row) => row.to_address).sort()).toEqual(['eva@example.com', 'fabio@example.com']);
  for (const mail of mails) {
    expect(mail.kind).toBe('follow-revision');
    expect(mail.body_text).toContain('FOLLOW-IFU-1');
    expect(mail.body_text).toContain('/eifu/FOLLOW-IFU-1/A');
    const headers = JSON.parse(mail.headers!) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/follow\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);
  }
});

test('the one-click unsubscribe (RFC 8058 POST) deletes the follow; the token is then unknown (404)', async () => {
  await confirmFollow(db, await follow(perceval, 'gina@example.com'));
  await db.deleteFrom('mail_outbox').execute();
  const { revisionId } = await insertTestDocument(db, {
    code: 'FOLLOW-IFU-2',
    status: 'draft',
    devices: ['ww/perceval'],
  });
  await approveRevision(db, approver, revisionId);
  const mail = (await outbox())[0]!;
  const address = JSON.parse(mail.headers!)['List-Unsubscribe'].slice(1, -1) as string;
  const post = () =>
    oneClick(
      new Request(address, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      undefined,
    );
  expect((await post()).status).toBe(200);
  expect(await db.selectFrom('device_follows').selectAll().execute()).toHaveLength(0);
  expect((await post()).status).toBe(404);
  expect(
    (
      await oneClick(
        new Request('http://localhost:3000/api/follow/unsubscribe?token=nope', { method: 'POST' }),
        undefined,
      )
    ).status,
  ).toBe(404);
});

test('a mailbox gets a few follow mails a day, whatever its spelling; refused requests store nothing', async () => {
  for (let i = 0; i < FOLLOW_LIMITS.perRecipient.limit; i++)
    expect(await requestFollow(db, i % 2 ? plus : perceval, `h.ugo+${i}@gmail.com`)).toEqual({ ok: true });
  const before = await db.selectFrom('device_follows').selectAll().execute();
  const refused = await requestFollow(db, followableDevice('ww/perceval-plus-lancelot')!, 'hugo@googlemail.com');
  expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('today') });
  expect(await db.selectFrom('device_follows').selectAll().execute()).toHaveLength(before.length);
  expect(await outbox()).toHaveLength(FOLLOW_LIMITS.perRecipient.limit);
});

test('the site takes a ceiling of follow requests a day, then refuses without storing', async () => {
  await db
    .insertInto('rate_limit_buckets')
    .values({ key: FOLLOW_SITE_KEY, window_start: Date.now(), count: FOLLOW_LIMITS.siteWide.limit })
    .execute();
  expect(await requestFollow(db, perceval, 'ivo@example.com')).toMatchObject({ ok: false });
  expect(await db.selectFrom('device_follows').selectAll().execute()).toHaveLength(0);
  expect(await outbox()).toHaveLength(0);
});

test('a privacy erasure finds and deletes the follows of the address', async () => {
  await confirmFollow(db, await follow(perceval, 'Jana@Example.com'));
  await follow(plus, 'jana@example.com');
  await follow(perceval, 'someone-else@example.com');
  const result = await erasePerson(db, storage, officer, 'jana@example.com');
  expect(result.deviceFollows).toBe(2);
  expect((await db.selectFrom('device_follows').select('email').execute()).map((row) => row.email)).toEqual([
    'someone-else@example.com',
  ]);
});

test("a device's Atom feed lists its published revisions; an unknown device is a 404 no cache keeps", async () => {
  await insertTestDocument(db, { code: 'FOLLOW-FEED-1', title: 'Feed instructions', devices: ['ww/perceval'] });
  await insertTestDocument(db, { code: 'FOLLOW-FEED-DRAFT', status: 'draft', devices: ['ww/perceval'] });
  const call = (market: string, file: string) =>
    feedRoute(new Request(`http://localhost:3000/api/follow/feed/${market}/${file}`), {
      params: Promise.resolve({ market, file }),
    });
  const answer = await call('ww', 'perceval.xml');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/atom+xml');
  expect(answer.headers.get('cache-control')).toContain('public');
  const xml = await answer.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(xml).toContain('FOLLOW-FEED-1, revision A: Feed instructions');
  expect(xml).toContain('/eifu/FOLLOW-FEED-1/A');
  expect(xml).not.toContain('FOLLOW-FEED-DRAFT');
  for (const [market, file] of [
    ['ww', 'no-such-device.xml'],
    ['xx', 'perceval.xml'],
    ['ww', 'perceval'],
  ] as const) {
    const missing = await call(market, file);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  }
});
