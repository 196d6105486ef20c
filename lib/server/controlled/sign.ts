import 'server-only';
import { v7 as uuidv7 } from 'uuid';
import { nowIso, type Db } from '@/lib/server/db';
import { auditInTransaction, withAudit, type AuditActor } from '@/lib/server/staff/audit';
import { approverIndependence, checkOwnCredentials } from '@/lib/server/staff/second-approval';
import type { SignedInStaff } from '@/lib/server/staff/session';
import { intact } from './canonical';
import { ControlledRefusal, type RefusalCode } from './refusal';
import { refuseAudited, setState, step, versionById } from './records';
import { isMeaning, requiredMeanings, routingOf, validSignatures } from './signatures';

/**
 * An electronic signature on a controlled version (21 CFR 11.50, 11.70, 11.200(a), 11.300(d)).
 *
 * The signer is the signed-in member, always: `signAs` is the member the signing form was shown to, and any other
 * value is refused, so nobody (an admin included) signs in another member's name. Their printed name is read from
 * their account at that moment. They sign the hash they were shown (`shownSha256`): if the version is not that
 * content any more, the signature is refused. They must hold the role the routing gives the meaning, must not be
 * the version's author (except for the authorship meaning, which only the author gives), and must give their
 * password and their authenticator's current code; wrong ones count toward the lockout that mails the admins.
 * Every refusal is audited (`controlled.sign.refused`, or `approvals.refused` for credentials). The signature row
 * is insert-only and carries the version's hash.
 */
export interface SignInput {
  versionId: string;
  meaning: string;
  /** The member id the signing form was shown to. */
  signAs: string;
  /** The version hash shown with the content the signer read. */
  shownSha256: string;
  password: string;
  code: string;
  comment?: string;
}

export interface SignatureRecord {
  id: string;
  signerName: string;
  meaning: string;
  signedAt: string;
  sha256: string;
  approved: boolean;
}

const refuse = (db: Db, actor: AuditActor, input: SignInput, code: RefusalCode, message: string) =>
  refuseAudited(db, actor, 'controlled.sign.refused', input.versionId, code, message, {
    meaning: input.meaning,
    sign_as: input.signAs,
  });

export async function signVersion(db: Db, signer: SignedInStaff, input: SignInput): Promise<SignatureRecord> {
  const actor: AuditActor = { id: signer.id, email: signer.email, ip: signer.ip };
  if (input.signAs !== signer.id)
    return refuse(db, actor, input, 'not-yourself', 'You can only sign as yourself, signed in with your own account.');
  const member = await db
    .selectFrom('staff_users')
    .select(['name', 'email', 'role', 'active'])
    .where('id', '=', signer.id)
    .executeTakeFirst();
  if (!member || member.active !== 1) return refuse(db, actor, input, 'not-allowed', 'Your account is not active.');
  const version = await versionById(db, input.versionId);
  if (!version) throw new ControlledRefusal('not-found', 'There is no such version.');
  if (version.state !== 'in_review')
    return refuse(db, actor, input, 'wrong-state', 'Only a version in review is signed.');
  if (!isMeaning(input.meaning)) return refuse(db, actor, input, 'not-routed', 'That is not a signature meaning.');

  if (input.meaning === 'authorship') {
    if (version.author_id !== signer.id)
      return refuse(db, actor, input, 'not-author', 'Only the author of a version signs it as its author.');
  } else {
    const route = (await routingOf(db, version.content_class)).find((row) => row.meaning === input.meaning);
    if (!route)
      return refuse(db, actor, input, 'not-routed', `This kind of content does not ask for "${input.meaning}".`);
    // The role as stored now, not as the session remembers it: a role taken away an hour ago no longer signs.
    if (member.role !== route.role)
      return refuse(db, actor, input, 'missing-role', `Signing "${input.meaning}" needs the role ${route.role}.`);
    if (version.author_id === signer.id)
      return refuse(db, actor, input, 'own-version', 'You wrote this version, so a colleague signs it.');
    // The same rule as the document centre's second approver: an account the author created, or a brand-new one,
    // is not a second person.
    const independence = await approverIndependence(db, signer.id, version.author_id);
    if (independence) return refuse(db, actor, input, 'not-independent', independence.message);
  }
  const signed = alreadySigned(await validSignatures(db, version.id), signer.id, input.meaning);
  if (signed) return refuse(db, actor, input, 'already-signed', signed);
  if (input.shownSha256 !== version.content_sha256)
    return refuse(
      db,
      actor,
      input,
      'changed',
      'The version changed since you opened it; read it again before signing.',
    );
  if (!intact(version.content_json, version.content_sha256))
    return refuse(db, actor, input, 'integrity', 'This version no longer gives its hash and cannot be signed.');

  const credentials = await checkOwnCredentials(
    db,
    signer,
    { password: input.password, code: input.code },
    { entity: 'controlled_version', entityId: version.id, step: `sign:${input.meaning}` },
  );
  if (!credentials.ok) throw new ControlledRefusal('credentials', credentials.message);

  const record = {
    id: uuidv7(),
    version_id: version.id,
    signer_id: signer.id,
    signer_name: member.name,
    signer_email: member.email,
    meaning: input.meaning,
    signed_at: nowIso(),
    content_sha256: version.content_sha256,
    comment: input.comment?.trim() || null,
  };
  const approved = await withAudit(
    db,
    actor,
    { action: 'controlled.sign', entity: 'controlled_version', entityId: version.id },
    async (trx) => {
      // Read again inside the transaction: an edit that superseded the version a moment ago wins.
      const now = await trx
        .selectFrom('controlled_versions')
        .select('state')
        .where('id', '=', version.id)
        .executeTakeFirst();
      if (now?.state !== 'in_review')
        throw new ControlledRefusal('wrong-state', 'The version changed while you were signing; read it again.');
      // Checked again here: two members signing at once must not both give the same meaning.
      const signatures = await validSignatures(trx, version.id);
      const signedMeanwhile = alreadySigned(signatures, signer.id, input.meaning);
      if (signedMeanwhile) throw new ControlledRefusal('already-signed', signedMeanwhile);
      await trx.insertInto('controlled_signatures').values(record).execute();
      // The last signature approves the version in the same transaction, so no version is left in review with
      // every signature given.
      const given = new Set([...signatures.map((each) => each.meaning), record.meaning]);
      const required = await requiredMeanings(trx, version.content_class);
      const complete = required.every((meaning) => given.has(meaning));
      if (complete) {
        await setState(trx, version, step(version, 'approve'), {});
        await auditInTransaction(
          trx,
          actor,
          { action: 'controlled.approve', entity: 'controlled_version', entityId: version.id },
          {
            before: { state: version.state },
            after: { state: 'approved', sha256: version.content_sha256, meanings: required },
          },
        );
      }
      // The whole signature row, so the trail alone shows who signed what, when and which content.
      return { result: complete, after: { signature: record } };
    },
  );
  return {
    id: record.id,
    signerName: record.signer_name,
    meaning: record.meaning,
    signedAt: record.signed_at,
    sha256: record.content_sha256,
    approved,
  };
}

/** Why a member may not give this signature: the meaning is given already, or they signed this version already. */
function alreadySigned(
  signatures: ReadonlyArray<{ meaning: string; signer_id: string }>,
  signerId: string,
  meaning: string,
): string | undefined {
  if (signatures.some((each) => each.meaning === meaning))
    return `This version already has its "${meaning}" signature.`;
  // One person gives one signature on a version, whatever roles the routing gives them: four signatures are four
  // people.
  if (signatures.some((each) => each.signer_id === signerId))
    return 'You have signed this version already; a colleague gives the next signature.';
  return undefined;
}
