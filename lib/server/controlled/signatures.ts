import 'server-only';
import type { Db } from '@/lib/server/db';

/**
 * What a signature means (21 CFR 11.50(a)(3)): shown next to the signer's printed name and the time on screen and in
 * every export.
 */
export const SIGNATURE_MEANINGS = [
  'authorship',
  'review:medical',
  'review:regulatory',
  'review:legal',
  'approval',
  'responsibility',
  // Given by withdrawing a version (./withdraw.ts), never routed: it ends a lifecycle, it approves nothing.
  'withdrawal',
] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];

export const meaningLabels: Record<SignatureMeaning, string> = {
  authorship: 'Author',
  'review:medical': 'Medical review',
  'review:regulatory': 'Regulatory review',
  'review:legal': 'Legal review',
  approval: 'Approval',
  responsibility: 'Responsibility',
  withdrawal: 'Withdrawal',
};

/** The statement a signer signs, shown before the password and code are asked for. */
export function signatureStatement(meaning: SignatureMeaning): string {
  switch (meaning) {
    case 'authorship':
      return 'I wrote this version and submit it for review.';
    case 'approval':
      return 'I approve this version for publication.';
    case 'responsibility':
      return 'I take responsibility for this version.';
    case 'withdrawal':
      return 'I withdraw this version, for the reason I give.';
    default:
      return `I have reviewed this version (${meaningLabels[meaning].toLowerCase()}) and find it acceptable.`;
  }
}

export const isMeaning = (value: unknown): value is SignatureMeaning =>
  typeof value === 'string' && (SIGNATURE_MEANINGS as readonly string[]).includes(value);

/** A version's signatures that an edit has not voided, in the order they were given. */
export async function validSignatures(db: Db, versionId: string) {
  return db
    .selectFrom('controlled_signatures')
    .leftJoin('controlled_signature_voids', 'controlled_signature_voids.signature_id', 'controlled_signatures.id')
    .selectAll('controlled_signatures')
    .where('controlled_signatures.version_id', '=', versionId)
    .where('controlled_signature_voids.signature_id', 'is', null)
    .orderBy('controlled_signatures.signed_at')
    .orderBy('controlled_signatures.id')
    .execute();
}

/** The routing of a class: each required meaning with the role that signs it, in order. */
export async function routingOf(db: Db, contentClass: string) {
  return db
    .selectFrom('controlled_routing')
    .selectAll()
    .where('content_class', '=', contentClass)
    .orderBy('position')
    .execute();
}

export async function requiredMeanings(db: Db, contentClass: string): Promise<string[]> {
  return (await routingOf(db, contentClass)).map((row) => row.meaning);
}
