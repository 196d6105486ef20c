import 'server-only';
import { v7 as uuidv7 } from 'uuid';
import { expireTags } from '@/lib/cache/expire-tags';
import { controlledTags } from '@/lib/cache/tags';
import { nowIso, type Db } from '@/lib/server/db';
import { withAudit, type AuditActor } from '@/lib/server/staff/audit';
import { can, isStaffRole } from '@/lib/server/staff/permissions';
import { checkOwnCredentials } from '@/lib/server/staff/second-approval';
import type { SignedInStaff } from '@/lib/server/staff/session';
import { ControlledRefusal, type RefusalCode } from './refusal';
import { refuseAudited, setState, versionById } from './records';
import { nextState } from './state';

/**
 * Withdraw-now, one signed step (issue 41, item 5): a member who may publish takes a version out of its lifecycle
 * (an open draft, an approval, a schedule, or the effective text) with a reason, their password and their
 * authenticator's code, like any signature (21 CFR 11.200(a)). The step writes an insert-only signature row of
 * meaning 'withdrawal' bound to the version's hash, its comment the reason, and moves the version, in one audited
 * transaction. Every refusal is audited (`controlled.withdraw.refused`; wrong credentials as `approvals.refused`,
 * counted toward the lockout that mails the admins). Nobody withdraws in another member's name.
 */
export interface WithdrawInput {
  versionId: string;
  /** The member id the withdrawal form was shown to. */
  signAs: string;
  /** The version hash shown with what the member is withdrawing. */
  shownSha256: string;
  reason: string;
  password: string;
  code: string;
}

export async function withdrawVersion(
  db: Db,
  signer: SignedInStaff,
  input: WithdrawInput,
  expire: (tags: string[]) => void = expireTags,
): Promise<{ signatureId: string }> {
  const actor: AuditActor = { id: signer.id, email: signer.email, ip: signer.ip };
  const refuse = (code: RefusalCode, message: string) =>
    refuseAudited(db, actor, 'controlled.withdraw.refused', input.versionId, code, message, {
      sign_as: input.signAs,
      reason_given: input.reason.trim() || null,
    });
  if (input.signAs !== signer.id)
    return refuse('not-yourself', 'You can only withdraw as yourself, signed in with your own account.');
  const member = await db
    .selectFrom('staff_users')
    .select(['name', 'email', 'role', 'active'])
    .where('id', '=', signer.id)
    .executeTakeFirst();
  // The role as stored now, as for every signature: a role taken away an hour ago no longer withdraws.
  if (!member || member.active !== 1 || !isStaffRole(member.role) || !can(member.role, 'content.publish'))
    return refuse('not-allowed', 'Your role does not allow withdrawing controlled content.');
  const reason = input.reason.trim();
  if (!reason) return refuse('invalid', 'Say why the version is withdrawn.');
  const version = await versionById(db, input.versionId);
  if (!version) throw new ControlledRefusal('not-found', 'There is no such version.');
  const next = nextState(version.state, 'withdraw');
  if (!next.ok) return refuse('wrong-state', next.message);
  if (input.shownSha256 !== version.content_sha256)
    return refuse('changed', 'The version changed since you opened it; read it again before withdrawing it.');

  const credentials = await checkOwnCredentials(
    db,
    signer,
    { password: input.password, code: input.code },
    { entity: 'controlled_version', entityId: version.id, step: 'sign:withdrawal' },
  );
  if (!credentials.ok) throw new ControlledRefusal('credentials', credentials.message);

  const signature = {
    id: uuidv7(),
    version_id: version.id,
    signer_id: signer.id,
    signer_name: member.name,
    signer_email: member.email,
    meaning: 'withdrawal',
    signed_at: nowIso(),
    content_sha256: version.content_sha256,
    comment: reason,
  };
  await withAudit(
    db,
    actor,
    { action: 'controlled.withdraw', entity: 'controlled_version', entityId: version.id },
    async (trx) => {
      await trx.insertInto('controlled_signatures').values(signature).execute();
      // Conditional on the state read above: a publication or an edit a moment ago wins, and nothing is stored.
      await setState(trx, version, next.state, {});
      return {
        result: undefined,
        before: { state: version.state },
        after: { state: next.state, signature: signature.id, sha256: version.content_sha256, reason },
      };
    },
  );
  // A withdrawn effective version leaves its item without served text; a withdrawn schedule never goes live.
  if (version.state === 'effective') expire(controlledTags([{ kind: version.kind, key: version.item_key }]));
  return { signatureId: signature.id };
}
