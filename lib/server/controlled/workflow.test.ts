/** @jest-environment node */
import { getDb, type Db } from '@/lib/server/db';
import { codeOf, memberWithTotp, PASSWORD, pastTheTriggers, resetCodes, type TestMember } from '@/tests/signers';
import { publishDueVersions, publishVersion, scheduleVersion } from './publish';
import { effectiveContents, versionById, type VersionRow } from './records';
import { createVersion, itemsLackingApproval, submitVersion } from './versions';
import { setRouting } from './routing';
import { seedControlledContent } from './seed';
import { cpSync, mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signVersion, type SignInput } from './sign';
import { validSignatures } from './signatures';
import { controlledKit, KEY, refusal, routingMembers } from './test-kit';

jest.setTimeout(60_000);

let db: Db;
let author: TestMember, medical: TestMember, regulatory: TestMember, approver: TestMember, legal: TestMember;
let kit: ReturnType<typeof controlledKit>;
const edited = (claim: string) => kit.edited(claim);
const inReview = (claim: string) => kit.inReview(claim);
const sign = (member: TestMember, version: VersionRow, meaning: string, extra: Partial<SignInput> = {}) =>
  kit.sign(member, version, meaning, extra);
const signAll = (version: VersionRow) => kit.signAll(version);

beforeAll(async () => {
  db = await getDb();
  const members = await routingMembers();
  ({ author, medical, regulatory, approver, legal } = members);
  kit = controlledKit(db, members);
});

const auditRows = (action: string, entityId?: string) => {
  let query = db.selectFrom('audit_log').select(['actor_email', 'after_json']).where('action', '=', action);
  if (entityId) query = query.where('entity_id', '=', entityId);
  return query.orderBy('seq').execute();
};

test('a fresh database holds every device edition and legal page, imported once and marked as without approval', async () => {
  const items = await db.selectFrom('controlled_items').select(['item_key', 'kind']).execute();
  expect(items.filter((item) => item.kind === 'device_edition')).toHaveLength(39);
  expect(items.filter((item) => item.kind === 'legal_page').length).toBeGreaterThan(5);
  const versions = await db.selectFrom('controlled_versions').selectAll().execute();
  expect(versions).toHaveLength(items.length);
  expect(new Set(versions.map((version) => version.provenance))).toEqual(new Set(['imported-no-approval-record']));
  expect(versions.every((version) => version.author_id === null && version.state === 'effective')).toBe(true);
  expect(await db.selectFrom('controlled_signatures').selectAll().execute()).toEqual([]);
  expect((await itemsLackingApproval(db)).map((row) => row.key).sort()).toEqual(
    items.map((item) => item.item_key).sort(),
  );
  // Seeding again imports nothing and writes nothing, not even an audit row.
  const audits = (await auditRows('controlled.import')).length;
  expect(await seedControlledContent(db)).toEqual([]);
  expect(await db.selectFrom('controlled_versions').selectAll().execute()).toHaveLength(versions.length);
  expect(await auditRows('controlled.import')).toHaveLength(audits);
});

test('the author cannot sign their own version as reviewer or approver, and nobody signs as someone else', async () => {
  const version = await inReview('Own version, signed by its author? No.');
  expect(await refusal(sign(author, version, 'approval'))).toBe('own-version');
  expect(await refusal(sign(author, version, 'review:regulatory'))).toBe('own-version');
  // An admin (or anyone) signing in another member's name.
  expect(await refusal(sign(regulatory, version, 'review:regulatory', { signAs: approver.id }))).toBe('not-yourself');
  const refused = await auditRows('controlled.sign.refused', version.id);
  expect(refused.map((row) => JSON.parse(row.after_json!).reason)).toEqual([
    'own-version',
    'own-version',
    'not-yourself',
  ]);
  expect(await validSignatures(db, version.id)).toEqual([]);
});

test('a member without the role the routing gives a meaning is refused, and the refusal audited', async () => {
  const version = await inReview('Signed by the wrong role? No.');
  expect(await refusal(sign(legal, version, 'review:medical'))).toBe('missing-role');
  expect(await refusal(sign(medical, version, 'approval'))).toBe('missing-role');
  const refused = await auditRows('controlled.sign.refused', version.id);
  expect(refused.map((row) => [row.actor_email, JSON.parse(row.after_json!).reason])).toEqual([
    [legal.email, 'missing-role'],
    [medical.email, 'missing-role'],
  ]);
});

test('a wrong password or a missing or wrong code is refused and counted; the lockout mails the admins', async () => {
  const version = await inReview('Signed with a wrong password? No.');
  // A member of their own: the lockout lasts fifteen minutes, past the other tests of this file.
  const medical = await memberWithTotp('medical2@example.com', 'Max Medical', 'medical_reviewer');
  const mails = () =>
    db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'approval-lockout')
      .where('subject', 'like', `%${medical.email}%`)
      .execute();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(await refusal(sign(medical, version, 'review:medical', { password: 'not my password at all' }))).toBe(
    'credentials',
  );
  expect(await refusal(sign(medical, version, 'review:medical', { code: '' }))).toBe('credentials');
  expect(
    await refusal(
      sign(medical, version, 'review:medical', { code: '000000' === codeOf(medical) ? '111111' : '000000' }),
    ),
  ).toBe('credentials');
  expect(await refusal(sign(medical, version, 'review:medical', { password: 'wrong again, still' }))).toBe(
    'credentials',
  );
  expect(await mails()).toEqual([]);
  expect(await refusal(sign(medical, version, 'review:medical', { code: '' }))).toBe('credentials');
  expect((await mails()).map((mail) => mail.to_address)).toEqual(['boss@example.com']);
  // Locked now: even the right password and code are refused until the window ends.
  expect(await refusal(sign(medical, version, 'review:medical'))).toBe('credentials');
  warn.mockRestore();
  const refused = await auditRows('approvals.refused', version.id);
  expect(refused.map((row) => JSON.parse(row.after_json!).reason)).toEqual([
    'wrong-password',
    'wrong-code',
    'wrong-code',
    'wrong-password',
    'wrong-code',
    'locked',
  ]);
  expect(await validSignatures(db, version.id)).toEqual([]);
});

test('a code works once: the same code cannot sign twice', async () => {
  const version = await inReview('One code, one signature.');
  await resetCodes(db, regulatory.id);
  const code = codeOf(regulatory);
  const base = {
    versionId: version.id,
    signAs: regulatory.id,
    shownSha256: version.content_sha256,
    password: PASSWORD,
    code,
  };
  await signVersion(db, regulatory, { ...base, meaning: 'review:regulatory' });
  // The same member, another version, the same code: refused.
  const other = await inReview('Another version, the same code.');
  await expect(
    signVersion(db, regulatory, {
      ...base,
      versionId: other.id,
      shownSha256: other.content_sha256,
      meaning: 'review:regulatory',
    }),
  ).rejects.toThrow(/not the current code/);
});

test('one person gives one signature on a version, even when their role may give two meanings', async () => {
  const version = await inReview('Four signatures are four people.');
  await sign(regulatory, version, 'review:regulatory');
  // A fresh code: only the rule refuses it.
  expect(await refusal(sign(regulatory, version, 'approval'))).toBe('already-signed');
  expect((await validSignatures(db, version.id)).map((each) => each.meaning)).toEqual(['review:regulatory']);
});

test("an account the author created does not sign the author's version", async () => {
  const version = await inReview('A colleague of my own making.');
  const made = await memberWithTotp('made@example.com', 'Max Made', 'medical_reviewer', {
    id: author.id,
    email: author.email,
    ip: null,
  });
  expect(await refusal(sign(made, version, 'review:medical'))).toBe('not-independent');
  expect(await validSignatures(db, version.id)).toEqual([]);
});

test('signed by every meaning the routing asks, the version is approved and published; the signatures carry name, meaning, time and hash', async () => {
  const version = await inReview('Approved through the full routing.');
  expect(await refusal(publishVersion(db, regulatory, version.id))).toBe('wrong-state');
  const last = await signAll(version);
  expect(last).toMatchObject({ approved: true, meaning: 'approval', signerName: 'Abe Approver' });
  await publishVersion(db, regulatory, version.id);
  const published = await versionById(db, version.id);
  expect(published).toMatchObject({ state: 'effective', provenance: 'authored', author_name: 'Ada Author' });
  expect((await itemsLackingApproval(db)).map((row) => row.key)).not.toContain(KEY);
  const signatures = await validSignatures(db, version.id);
  expect(signatures.map((row) => [row.signer_name, row.meaning, row.content_sha256])).toEqual([
    ['Mia Medical', 'review:medical', version.content_sha256],
    ['Rea Regulatory', 'review:regulatory', version.content_sha256],
    ['Lea Legal', 'review:legal', version.content_sha256],
    ['Abe Approver', 'approval', version.content_sha256],
  ]);
  expect(signatures.every((row) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(row.signed_at))).toBe(true);
  const states = await db
    .selectFrom('controlled_versions')
    .select(['number', 'state', 'provenance'])
    .where('item_id', '=', version.item_id)
    .orderBy('number')
    .execute();
  expect(states[0]).toMatchObject({ number: 1, state: 'superseded', provenance: 'imported-no-approval-record' });
});

test('a version changed after its signatures cannot be published', async () => {
  const version = await inReview('Changed after signing.');
  await signAll(version);
  await pastTheTriggers(db, 'controlled_versions', () =>
    db
      .updateTable('controlled_versions')
      .set({ content_json: version.content_json.replace('Changed after signing.', 'A claim nobody signed.') })
      .where('id', '=', version.id)
      .execute(),
  );
  expect(await refusal(publishVersion(db, regulatory, version.id))).toBe('integrity');
  expect((await versionById(db, version.id))!.state).toBe('approved');
  const [row] = await auditRows('controlled.publish.refused', version.id);
  expect(JSON.parse(row!.after_json!).problems).toEqual(['its content no longer gives the hash it was signed with']);
  // Put back as signed, it publishes (so the refusal above was the change, nothing else).
  await pastTheTriggers(db, 'controlled_versions', () =>
    db
      .updateTable('controlled_versions')
      .set({ content_json: version.content_json })
      .where('id', '=', version.id)
      .execute(),
  );
  await publishVersion(db, regulatory, version.id);
});

test('editing a version under review makes a new version and voids its pending signatures, keeping their rows', async () => {
  const first = await inReview('First wording.');
  const signed = await sign(medical, first, 'review:medical');
  const second = await createVersion(db, author, { itemKey: KEY, content: await edited('Second wording.') });
  expect(second).toMatchObject({ state: 'draft', based_on_id: first.id, number: Number(first.number) + 1 });
  expect((await versionById(db, first.id))!.state).toBe('superseded');
  expect(await validSignatures(db, first.id)).toEqual([]);
  const kept = await db
    .selectFrom('controlled_signatures')
    .selectAll()
    .where('id', '=', signed.id)
    .executeTakeFirstOrThrow();
  expect(kept).toMatchObject({ signer_name: 'Mia Medical', content_sha256: first.content_sha256 });
  expect(
    await db.selectFrom('controlled_signature_voids').selectAll().where('signature_id', '=', signed.id).execute(),
  ).toEqual([expect.objectContaining({ voided_by_version_id: second.id, reason: 'edited' })]);
  // The superseded version takes no signature; the hash shown for the old one does not sign the new one.
  expect(await refusal(sign(regulatory, first, 'review:regulatory'))).toBe('wrong-state');
  await submitVersion(db, author, second.id);
  const inReviewSecond = (await versionById(db, second.id))!;
  expect(
    await refusal(sign(regulatory, inReviewSecond, 'review:regulatory', { shownSha256: first.content_sha256 })),
  ).toBe('changed');
});

test('an invalid version is refused and nothing is stored', async () => {
  const before = await db.selectFrom('controlled_versions').select('id').execute();
  const content = await edited('Lorem ipsum is not a claim.');
  await expect(createVersion(db, author, { itemKey: KEY, content })).rejects.toMatchObject({
    code: 'invalid',
    problems: ['the text contains placeholder copy'],
  });
  expect(await refusal(createVersion(db, medical, { itemKey: KEY, content }))).toBe('not-allowed');
  expect(await db.selectFrom('controlled_versions').select('id').execute()).toHaveLength(before.length);
});

test('a version scheduled for T is not published before T and is published after it', async () => {
  const version = await inReview('Scheduled wording.');
  await signAll(version);
  const now = new Date();
  const at = new Date(now.getTime() + 3_600_000);
  await scheduleVersion(db, regulatory, version.id, at, now);
  expect(await publishDueVersions(db, new Date(at.getTime() - 1))).toEqual([]);
  expect((await versionById(db, version.id))!.state).toBe('scheduled');
  expect(await refusal(publishVersion(db, regulatory, version.id, now))).toBe('wrong-state');
  expect(await publishDueVersions(db, new Date(at.getTime() + 1))).toEqual([version.id]);
  expect(await versionById(db, version.id)).toMatchObject({ state: 'effective', effective_from: at.toISOString() });
});

test('signatures, voidings and the audit log refuse UPDATE and DELETE; a version refuses a change of its content', async () => {
  const version = await inReview('Insert-only.');
  const { id } = await sign(medical, version, 'review:medical');
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'changed',
      (error: unknown) => String(error),
    );
  expect(
    await outcome(
      db.updateTable('controlled_signatures').set({ signer_name: 'Someone else' }).where('id', '=', id).execute(),
    ),
  ).toMatch(/insert-only/);
  expect(await outcome(db.deleteFrom('controlled_signatures').where('id', '=', id).execute())).toMatch(/insert-only/);
  expect(await outcome(db.updateTable('audit_log').set({ actor_email: 'x@example.com' }).execute())).toMatch(
    /insert-only/,
  );
  expect(await outcome(db.deleteFrom('audit_log').execute())).toMatch(/insert-only/);
  expect(
    await outcome(
      db
        .updateTable('controlled_versions')
        .set({ content_sha256: 'f'.repeat(64) })
        .where('id', '=', version.id)
        .execute(),
    ),
  ).toMatch(/immutable/);
  expect(await outcome(db.deleteFrom('controlled_versions').where('id', '=', version.id).execute())).toMatch(
    /never deleted/,
  );
  expect(
    (await db.selectFrom('controlled_signatures').select('signer_name').where('id', '=', id).executeTakeFirst())
      ?.signer_name,
  ).toBe('Mia Medical');
});

test('a change to the routing is audited with the list before and after; only an admin changes it', async () => {
  const admin = {
    id: 'admin-id',
    email: 'boss@example.com',
    name: 'Bo Boss',
    role: 'admin' as const,
    ip: '198.51.100.1',
  };
  expect(
    await refusal(setRouting(db, regulatory, 'legal_page', [{ meaning: 'approval', role: 'regulatory' }], 'SOP-1')),
  ).toBe('not-allowed');
  expect(await refusal(setRouting(db, admin, 'legal_page', [{ meaning: 'approval', role: 'intern' }], 'SOP-1'))).toBe(
    'invalid',
  );
  // A real role that does not review content (no authenticator asked of it) signs nothing.
  expect(await refusal(setRouting(db, admin, 'legal_page', [{ meaning: 'approval', role: 'sales' }], 'SOP-1'))).toBe(
    'invalid',
  );
  await setRouting(
    db,
    admin,
    'legal_page',
    [
      { meaning: 'review:legal', role: 'legal_reviewer' },
      { meaning: 'approval', role: 'regulatory' },
    ],
    'SOP-QA-12 rev. 3',
  );
  const [row] = await db.selectFrom('audit_log').selectAll().where('action', '=', 'controlled.routing').execute();
  expect(JSON.parse(row!.before_json!)).toEqual([
    expect.objectContaining({
      meaning: 'approval',
      role: 'legal_reviewer',
      note: expect.stringContaining("to be confirmed by the company's procedure"),
    }),
  ]);
  expect(JSON.parse(row!.after_json!).map((each: { meaning: string }) => each.meaning)).toEqual([
    'review:legal',
    'approval',
  ]);
});

test('a file added to content/ after the first import comes in as a draft lacking approval, never in force', async () => {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync('content', root, { recursive: true });
  const page = readFileSync(join(root, 'pages/legal/cookies.md'), 'utf8');
  writeFileSync(join(root, 'pages/legal/cookies-added.md'), page);
  expect(await seedControlledContent(db, root)).toEqual(['pages/legal/cookies-added']);
  const added = (await itemsLackingApproval(db)).find((row) => row.key === 'pages/legal/cookies-added');
  expect(added).toMatchObject({ state: 'draft' });
  expect((await effectiveContents(db)).has('pages/legal/cookies-added')).toBe(false);
});
