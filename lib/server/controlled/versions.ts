import 'server-only';
import { v7 as uuidv7 } from 'uuid';
import { nowIso, type Db } from '@/lib/server/db';
import { withAudit } from '@/lib/server/staff/audit';
import { canonicalise } from './canonical';
import type { ControlledContent } from './content';
import { move } from './publish';
import {
  actorOf,
  allow,
  effectiveContents,
  setState,
  step,
  versionOrRefuse,
  type Staff,
  type VersionRow,
} from './records';
import { ControlledRefusal } from './refusal';
import { validSignatures } from './signatures';
import { validateVersion } from './validate';

/**
 * A new version of an item: validated like content/ at build time, stored canonical with its SHA-256, as a draft.
 * If a draft or a version under review is open, this replaces it: that version is superseded and its pending
 * signatures are voided (each voiding a row of its own; the signature rows stay as they were). An approved or
 * scheduled version is not edited: it is withdrawn first.
 */
export async function createVersion(
  db: Db,
  author: Staff,
  input: { itemKey: string; content: ControlledContent; reviewBy?: string | null },
): Promise<VersionRow> {
  allow(author, 'content.author', 'writing controlled content');
  const item = await db
    .selectFrom('controlled_items')
    .selectAll()
    .where('item_key', '=', input.itemKey)
    .executeTakeFirst();
  if (!item) throw new ControlledRefusal('not-found', `There is no controlled item ${input.itemKey}.`);
  const current = await effectiveContents(db);
  current.delete(item.item_key);
  const validation = validateVersion(item.item_key, input.content, current);
  if (!validation.ok) throw new ControlledRefusal('invalid', validation.problems.join('\n'), validation.problems);
  const { json, sha256 } = canonicalise(input.content);
  const id = uuidv7();
  await withAudit(
    db,
    actorOf(author),
    { action: 'controlled.version.create', entity: 'controlled_version' },
    async (trx) => {
      const versions = await trx.selectFrom('controlled_versions').selectAll().where('item_id', '=', item.id).execute();
      const held = versions.find((each) => each.state === 'approved' || each.state === 'scheduled');
      if (held)
        throw new ControlledRefusal(
          'wrong-state',
          `Version ${held.number} is ${held.state}; withdraw it before writing a new version.`,
        );
      const open = versions.find((each) => each.state === 'draft' || each.state === 'in_review');
      const effective = versions.find((each) => each.state === 'effective');
      const at = nowIso();
      await trx
        .insertInto('controlled_versions')
        .values({
          id,
          item_id: item.id,
          number: Math.max(0, ...versions.map((each) => Number(each.number))) + 1,
          content_json: json,
          content_sha256: sha256,
          author_id: author.id,
          author_name: author.name,
          created_at: at,
          provenance: 'authored',
          based_on_id: open?.id ?? effective?.id ?? null,
          state: 'draft',
          effective_from: null,
          review_by: input.reviewBy ?? null,
        })
        .execute();
      let voided: string[] = [];
      if (open) {
        await setState(trx, open, step(open, 'supersede'), {});
        voided = (await validSignatures(trx, open.id)).map((signature) => signature.id);
        for (const signatureId of voided)
          await trx
            .insertInto('controlled_signature_voids')
            .values({ signature_id: signatureId, voided_at: at, voided_by_version_id: id, reason: 'edited' })
            .execute();
      }
      return {
        result: undefined,
        entityId: id,
        after: { item: item.item_key, sha256, replaced: open?.id ?? null, voided_signatures: voided },
      };
    },
  );
  return versionOrRefuse(db, id);
}

/** The author sends their draft for review. */
export async function submitVersion(db: Db, author: Staff, versionId: string): Promise<void> {
  allow(author, 'content.author', 'writing controlled content');
  const version = await versionOrRefuse(db, versionId);
  if (version.author_id !== author.id)
    throw new ControlledRefusal('not-author', 'Only the author of a draft sends it for review.');
  await move(db, actorOf(author), version, 'submit');
}

/**
 * Items whose effective version has no approval record: imported from content/ and never signed since. The
 * dashboard lists them (issue 41), oldest import first.
 */
export async function itemsLackingApproval(db: Db) {
  return (
    db
      .selectFrom('controlled_versions')
      .innerJoin('controlled_items', 'controlled_items.id', 'controlled_versions.item_id')
      .select([
        'controlled_items.item_key as key',
        'controlled_items.kind',
        'controlled_versions.id as versionId',
        'controlled_versions.number',
        'controlled_versions.created_at as since',
        'controlled_versions.state',
      ])
      // In force without a record, or a file added to content/ after the first import, waiting as a draft.
      .where('controlled_versions.state', 'in', ['effective', 'draft'])
      .where('controlled_versions.provenance', '=', 'imported-no-approval-record')
      .orderBy('controlled_versions.created_at')
      .orderBy('controlled_items.item_key')
      .execute()
  );
}
