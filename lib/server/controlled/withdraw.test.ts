/** @jest-environment node */
import { CONTROLLED_TAG, controlledTag } from '@/lib/cache/tags';
import { getDb, type Db } from '@/lib/server/db';
import { codeOf, memberWithTotp, PASSWORD, pastTheTriggers, resetCodes, type TestMember } from '@/tests/signers';
import { checkAuditTrail } from './audit-check';
import { publishDueVersions, publishVersion, scheduleVersion } from './publish';
import { versionById, type VersionRow } from './records';
import { controlledKit, KEY, refusal, routingMembers, type RoutingMembers } from './test-kit';
import { withdrawVersion, type WithdrawInput } from './withdraw';

jest.setTimeout(60_000);

let db: Db;
let members: RoutingMembers;
let kit: ReturnType<typeof controlledKit>;
let editor: TestMember;

beforeAll(async () => {
  db = await getDb();
  members = await routingMembers();
  kit = controlledKit(db, members);
  editor = await memberWithTotp('editor@example.com', 'Ed Editor', 'editor');
});

async function withdraw(member: TestMember, version: VersionRow, extra: Partial<WithdrawInput> = {}) {
  await resetCodes(db, member.id);
  const expired: string[][] = [];
  const done = await withdrawVersion(
    db,
    member,
    {
      versionId: version.id,
      signAs: member.id,
      shownSha256: version.content_sha256,
      reason: 'The indication changed; the page must not state it.',
      password: PASSWORD,
      code: codeOf(member),
      ...extra,
    },
    (tags) => expired.push(tags),
  );
  return { ...done, expired };
}

const refusals = async (action: string, versionId: string) =>
  (
    await db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', action)
      .where('entity_id', '=', versionId)
      .orderBy('seq')
      .execute()
  ).map((row) => JSON.parse(row.after_json!).reason);

test('an open or a scheduled version is withdrawn the same way, and no page is expired for it', async () => {
  const open = await kit.inReview('Withdrawn while in review.');
  expect((await withdraw(members.approver, open)).expired).toEqual([]);
  expect((await versionById(db, open.id))!.state).toBe('withdrawn');
  const approved = await kit.approved('Withdrawn while scheduled.');
  await scheduleVersion(db, members.regulatory, approved.id, new Date(Date.now() + 3_600_000));
  const scheduled = (await versionById(db, approved.id))!;
  expect((await withdraw(members.approver, scheduled)).expired).toEqual([]);
  expect((await versionById(db, approved.id))!.state).toBe('withdrawn');
  // Withdrawn, it is not published when its time comes.
  expect(await publishDueVersions(db, new Date(Date.now() + 2 * 3_600_000))).toEqual([]);
});

test('withdrawing is one signed step: reason, own password and code, a signature of meaning withdrawal, audited', async () => {
  const version = await kit.approved('To be withdrawn.');
  await publishVersion(db, members.regulatory, version.id);
  const effective = (await versionById(db, version.id))!;

  // Refused, each audited, nothing changed.
  expect(await refusal(withdraw(members.regulatory, effective, { reason: '  ' }))).toBe('invalid');
  expect(await refusal(withdraw(members.regulatory, effective, { signAs: members.approver.id }))).toBe('not-yourself');
  expect(await refusal(withdraw(editor, effective))).toBe('not-allowed');
  expect(await refusal(withdraw(members.medical, effective))).toBe('not-allowed');
  expect(await refusal(withdraw(members.regulatory, effective, { shownSha256: 'f'.repeat(64) }))).toBe('changed');
  expect(await refusals('controlled.withdraw.refused', version.id)).toEqual([
    'invalid',
    'not-yourself',
    'not-allowed',
    'not-allowed',
    'changed',
  ]);
  // Without the code, or with a wrong password: refused and counted toward the lockout, like any signature.
  expect(await refusal(withdraw(members.regulatory, effective, { code: '' }))).toBe('credentials');
  expect(await refusal(withdraw(members.regulatory, effective, { password: 'not the password' }))).toBe('credentials');
  expect(await refusals('approvals.refused', version.id)).toEqual(['wrong-code', 'wrong-password']);
  expect((await versionById(db, version.id))!.state).toBe('effective');
  expect(
    await db
      .selectFrom('controlled_signatures')
      .select('id')
      .where('meaning', '=', 'withdrawal')
      .where('version_id', '=', version.id)
      .execute(),
  ).toEqual([]);

  const { signatureId, expired } = await withdraw(members.regulatory, effective);
  expect((await versionById(db, version.id))!.state).toBe('withdrawn');
  const signature = await db
    .selectFrom('controlled_signatures')
    .selectAll()
    .where('id', '=', signatureId)
    .executeTakeFirstOrThrow();
  expect(signature).toMatchObject({
    version_id: version.id,
    signer_id: members.regulatory.id,
    signer_name: 'Rea Regulatory',
    meaning: 'withdrawal',
    content_sha256: version.content_sha256,
    comment: 'The indication changed; the page must not state it.',
  });
  const [audit] = await db
    .selectFrom('audit_log')
    .select(['actor_email', 'after_json'])
    .where('action', '=', 'controlled.withdraw')
    .where('entity_id', '=', version.id)
    .execute();
  expect(audit!.actor_email).toBe('regulatory@example.com');
  expect(JSON.parse(audit!.after_json!)).toMatchObject({ state: 'withdrawn', signature: signatureId });
  // The page of the withdrawn effective text is expired.
  expect(expired).toEqual([[CONTROLLED_TAG, controlledTag('device_edition', KEY)]]);
  // A final state: a second withdrawal is refused.
  expect(await refusal(withdraw(members.regulatory, effective))).toBe('wrong-state');
});

test('the back office checks the audit trail, names an altered row, and records each check', async () => {
  expect(await refusal(checkAuditTrail(db, members.regulatory))).toBe('not-allowed');
  const intact = await checkAuditTrail(db, members.admin);
  expect(intact).toMatchObject({ ok: true, checkedAt: expect.any(String) });
  const [row] = await db
    .selectFrom('audit_log')
    .select(['id', 'seq'])
    .where('action', '=', 'controlled.withdraw')
    .execute();
  await pastTheTriggers(db, 'audit_log', () =>
    db.updateTable('audit_log').set({ actor_email: 'someone-else@example.com' }).where('id', '=', row!.id).execute(),
  );
  const altered = await checkAuditTrail(db, members.admin);
  expect(altered).toMatchObject({ ok: false, seq: Number(row!.seq), id: row!.id });
  expect(altered.ok || altered.problem).toContain('was altered');
  const checks = await db.selectFrom('audit_log').select('after_json').where('action', '=', 'audit.verify').execute();
  expect(checks.map((check) => JSON.parse(check.after_json!).intact)).toEqual([true, false]);
});
