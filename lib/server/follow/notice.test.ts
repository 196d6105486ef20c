/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'site-test-follow-'));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
import { getDb } from '@/lib/server/db';
import { approveNotice, createNoticeDraft } from '@/lib/server/safety-notices/admin';
import { samplePdf } from '@/lib/server/seed/sample-pdf';
import { followableDevice } from './devices';
import { deviceFeedXml } from './feed';
import { confirmFollow, requestFollow } from './subscriptions';
import { createMember, MEMBER_PASSWORD } from '@/tests/staff-fixtures';

const password = MEMBER_PASSWORD;

test('opening a notice mails the confirmed followers of its devices only, and the device feed lists it', async () => {
  const db = await getDb();
  const soloSmart = followableDevice('ww/solo-smart')!;
  const perceval = followableDevice('ww/perceval')!;
  const follow = async (device: typeof soloSmart, email: string, confirm: boolean) => {
    await requestFollow(db, device, email);
    const mail = await db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('to_address', '=', email)
      .where('kind', '=', 'follow-confirm')
      .executeTakeFirstOrThrow();
    const token = /\/follow\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail.body_text)![1]!;
    if (confirm) await confirmFollow(db, token);
  };
  await follow(soloSmart, 'follower@example.com', true);
  await follow(soloSmart, 'unconfirmed@example.com', false);
  await follow(perceval, 'perceval-only@example.com', true);

  const author = await createMember('follow-author@example.com');
  const colleague = await createMember('follow-approver@example.com');
  const id = await createNoticeDraft(
    db,
    { id: author.id, email: author.email, ip: author.ip },
    {
      reference: 'FSN-FOLLOW-1',
      title: 'Follow test notice',
      summary: 'Test.',
      issuedOn: '2026-02-01',
      countries: ['IT'],
    },
    [{ deviceKey: 'ww/solo-smart', udiDi: null, ranges: [{ kind: 'serial', first: 'SN1', last: 'SN2' }] }],
    [{ language: 'en', bytes: samplePdf('Test', [['test']]) }],
  );
  await db.deleteFrom('mail_outbox').execute();
  // The draft's author cannot approve it: nothing is sent.
  expect(
    await approveNotice(db, author, { id: author.id, email: author.email, ip: author.ip }, id, password),
  ).toMatchObject({ ok: false });
  expect(await db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);

  expect(
    await approveNotice(db, colleague, { id: colleague.id, email: colleague.email, ip: colleague.ip }, id, password),
  ).toMatchObject({ ok: true });
  const mails = await db.selectFrom('mail_outbox').selectAll().execute();
  expect(mails.map((mail) => [mail.to_address, mail.kind])).toEqual([['follower@example.com', 'follow-notice']]);
  expect(mails[0]!.subject).toContain('FSN-FOLLOW-1');
  expect(mails[0]!.body_text).toContain('Follow test notice');
  expect(mails[0]!.body_text).toContain('/safety-notices#notice-FSN-FOLLOW-1');
  expect(mails[0]!.body_text).not.toContain('Test.');

  expect(await deviceFeedXml(db, soloSmart)).toContain('Field safety notice FSN-FOLLOW-1: Follow test notice');
  expect(await deviceFeedXml(db, perceval)).not.toContain('FSN-FOLLOW-1');
});
