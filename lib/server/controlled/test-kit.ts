import type { Db } from '@/lib/server/db';
import { codeOf, memberWithTotp, PASSWORD, resetCodes, type TestMember } from '@/tests/signers';
import type { ControlledContent } from './content';
import { ControlledRefusal } from './refusal';
import { effectiveContents, versionById, type VersionRow } from './records';
import { signVersion, type SignInput } from './sign';
import { createVersion, submitVersion } from './versions';

/**
 * What the controlled-content suites share (jest only): the members of the shipped routing, a valid edit of one
 * device edition, a version in review, signing with the member's own credentials, and a refusal's code.
 */
export const KEY = 'devices/aortic/perceval';

export async function routingMembers() {
  return {
    author: await memberWithTotp('author@example.com', 'Ada Author', 'regulatory'),
    medical: await memberWithTotp('medical@example.com', 'Mia Medical', 'medical_reviewer'),
    regulatory: await memberWithTotp('regulatory@example.com', 'Rea Regulatory', 'regulatory'),
    approver: await memberWithTotp('approver@example.com', 'Abe Approver', 'regulatory'),
    legal: await memberWithTotp('legal@example.com', 'Lea Legal', 'legal_reviewer'),
    admin: await memberWithTotp('boss@example.com', 'Bo Boss', 'admin'),
  };
}
export type RoutingMembers = Awaited<ReturnType<typeof routingMembers>>;

export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'signed',
    (error: unknown) => (error instanceof ControlledRefusal ? error.code : String(error)),
  );

export function controlledKit(db: Db, members: RoutingMembers) {
  /** The item's effective content with one claim changed: a valid new version. */
  async function edited(claim: string): Promise<ControlledContent> {
    const current = (await effectiveContents(db)).get(KEY)!;
    const claims = [...(current.frontMatter.claims as string[])];
    claims[0] = claim;
    return { ...current, frontMatter: { ...current.frontMatter, claims } };
  }

  async function inReview(claim: string, reviewBy?: string): Promise<VersionRow> {
    const version = await createVersion(db, members.author, { itemKey: KEY, content: await edited(claim), reviewBy });
    await submitVersion(db, members.author, version.id);
    return (await versionById(db, version.id))!;
  }

  async function sign(member: TestMember, version: VersionRow, meaning: string, extra: Partial<SignInput> = {}) {
    await resetCodes(db, member.id);
    return signVersion(db, member, {
      versionId: version.id,
      meaning,
      signAs: member.id,
      shownSha256: version.content_sha256,
      password: PASSWORD,
      code: codeOf(member),
      ...extra,
    });
  }

  async function signAll(version: VersionRow) {
    await sign(members.medical, version, 'review:medical');
    await sign(members.regulatory, version, 'review:regulatory');
    await sign(members.legal, version, 'review:legal');
    return sign(members.approver, version, 'approval');
  }

  /** A version of KEY with every signature the shipped routing asks for: approved, ready to schedule. */
  async function approved(claim: string, reviewBy?: string): Promise<VersionRow> {
    const version = await inReview(claim, reviewBy);
    await signAll(version);
    return (await versionById(db, version.id))!;
  }

  return { edited, inReview, sign, signAll, approved };
}
