import 'server-only';
import { v7 as uuidv7 } from 'uuid';
import { nowIso, type Db } from '@/lib/server/db';
import type { ControlledState } from '@/lib/server/db/schema';
import { withAudit, type AuditActor } from '@/lib/server/staff/audit';
import { can, type StaffAction } from '@/lib/server/staff/permissions';
import type { SignedInStaff } from '@/lib/server/staff/session';
import { canonicalise, intact } from './canonical';
import type { ControlledContent } from './content';
import { ControlledRefusal } from './refusal';
import { requiredMeanings, validSignatures } from './signatures';
import { nextState, type ControlledAction } from './state';
import { validateVersion } from './validate';

/**
 * The record layer of controlled content: versions are created, moved through their states and published only
 * here, each change in one transaction with its audit row. Every step checks the member's permission and the
 * state machine (./state.ts) again on the server; a refusal throws ControlledRefusal and stores nothing.
 */
export type Staff = Pick<SignedInStaff, 'id' | 'email' | 'name' | 'role' | 'ip'>;
const actorOf = (staff: Staff): AuditActor => ({ id: staff.id, email: staff.email, ip: staff.ip });

function allow(staff: Staff, action: StaffAction, doing: string) {
  if (!can(staff.role, action)) throw new ControlledRefusal('not-allowed', `Your role does not allow ${doing}.`);
}

export async function versionById(db: Db, id: string) {
  return db
    .selectFrom('controlled_versions')
    .innerJoin('controlled_items', 'controlled_items.id', 'controlled_versions.item_id')
    .selectAll('controlled_versions')
    .select(['controlled_items.item_key', 'controlled_items.content_class', 'controlled_items.kind'])
    .where('controlled_versions.id', '=', id)
    .executeTakeFirst();
}
export type VersionRow = NonNullable<Awaited<ReturnType<typeof versionById>>>;

async function versionOrRefuse(db: Db, id: string): Promise<VersionRow> {
  const version = await versionById(db, id);
  if (!version) throw new ControlledRefusal('not-found', 'There is no such version.');
  return version;
}

function step(version: VersionRow, action: ControlledAction): ControlledState {
  const next = nextState(version.state, action);
  if (!next.ok) throw new ControlledRefusal('wrong-state', next.message);
  return next.state;
}

/** Every item's content as it is served now (its effective version), by key: what a new version is read with. */
export async function effectiveContents(db: Db): Promise<Map<string, ControlledContent>> {
  const rows = await db
    .selectFrom('controlled_versions')
    .innerJoin('controlled_items', 'controlled_items.id', 'controlled_versions.item_id')
    .select(['controlled_items.item_key', 'controlled_versions.content_json'])
    .where('controlled_versions.state', '=', 'effective')
    .execute();
  return new Map(rows.map((row) => [row.item_key, JSON.parse(row.content_json) as ControlledContent]));
}

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
        await trx.updateTable('controlled_versions').set({ state: 'superseded' }).where('id', '=', open.id).execute();
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

/**
 * Moves the version from the state it was read in to `state`. The condition on the old state makes two members
 * acting at once safe: the second finds nothing to move and is told so.
 */
async function setState(
  trx: Db,
  version: VersionRow,
  state: ControlledState,
  changes: { effective_from?: string | null; review_by?: string | null },
) {
  const moved = await trx
    .updateTable('controlled_versions')
    .set({ state, ...changes })
    .where('id', '=', version.id)
    .where('state', '=', version.state)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw new ControlledRefusal('wrong-state', 'Someone else changed this version a moment ago; reload it.');
}

/** A state change of one version, checked against the state machine and audited with before and after. */
async function move(
  db: Db,
  staff: AuditActor,
  version: VersionRow,
  action: ControlledAction,
  changes: { effective_from?: string | null; review_by?: string | null } = {},
  extra: Record<string, unknown> = {},
) {
  const state = step(version, action);
  await withAudit(
    db,
    staff,
    { action: `controlled.${action}`, entity: 'controlled_version', entityId: version.id },
    async (trx) => {
      await setState(trx, version, state, changes);
      return {
        result: undefined,
        before: { state: version.state, effective_from: version.effective_from },
        after: { state, ...changes, sha256: version.content_sha256, ...extra },
      };
    },
  );
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
 * Publishing and its checks: the stored content still gives its hash, and every signature the routing requires is
 * there, unvoided, bound to that hash. Anything else is refused and audited (`controlled.publish.refused`).
 */
async function assertPublishable(db: Db, actor: AuditActor, version: VersionRow): Promise<void> {
  const problems: string[] = [];
  if (!intact(version.content_json, version.content_sha256))
    problems.push('its content no longer gives the hash it was signed with');
  const signatures = await validSignatures(db, version.id);
  for (const meaning of await requiredMeanings(db, version.content_class)) {
    const signed = signatures.filter((signature) => signature.meaning === meaning);
    if (signed.length === 0) problems.push(`the signature "${meaning}" is missing`);
    if (signed.some((signature) => signature.content_sha256 !== version.content_sha256))
      problems.push(`the signature "${meaning}" was given to other content`);
  }
  if (problems.length === 0) return;
  await withAudit(
    db,
    actor,
    { action: 'controlled.publish.refused', entity: 'controlled_version', entityId: version.id },
    async () => ({
      result: undefined,
      after: { problems },
    }),
  );
  throw new ControlledRefusal('integrity', `This version cannot be published: ${problems.join('; ')}.`, problems);
}

/** The version becomes the effective one and the one it replaces is superseded, together, in one audited step. */
async function goLive(db: Db, actor: AuditActor, version: VersionRow, at: string) {
  const state = step(version, 'publish');
  await assertPublishable(db, actor, version);
  await withAudit(
    db,
    actor,
    { action: 'controlled.publish', entity: 'controlled_version', entityId: version.id },
    async (trx) => {
      const previous = await trx
        .selectFrom('controlled_versions')
        .selectAll()
        .where('item_id', '=', version.item_id)
        .where('state', '=', 'effective')
        .executeTakeFirst();
      if (previous) {
        const superseded = nextState(previous.state, 'supersede');
        if (!superseded.ok) throw new ControlledRefusal('wrong-state', superseded.message);
        await trx
          .updateTable('controlled_versions')
          .set({ state: superseded.state })
          .where('id', '=', previous.id)
          .execute();
      }
      await setState(trx, version, state, { effective_from: at });
      return {
        result: undefined,
        before: { state: version.state, effective_from: version.effective_from },
        after: { state, effective_from: at, sha256: version.content_sha256, replaces: previous?.id ?? null },
      };
    },
  );
}

/** An approved version goes live now; a scheduled one once its time has come. */
export async function publishVersion(db: Db, publisher: Staff, versionId: string, now = new Date()): Promise<void> {
  allow(publisher, 'content.publish', 'publishing controlled content');
  const version = await versionOrRefuse(db, versionId);
  if (version.state === 'scheduled' && Date.parse(version.effective_from ?? '') > now.getTime())
    throw new ControlledRefusal('wrong-state', `This version is scheduled for ${version.effective_from}.`);
  await goLive(db, actorOf(publisher), version, now.toISOString());
}

/** An approved version is set to go live at `at` (the hourly housekeeping publishes it: publishDueVersions). */
export async function scheduleVersion(
  db: Db,
  publisher: Staff,
  versionId: string,
  at: Date,
  now = new Date(),
): Promise<void> {
  allow(publisher, 'content.publish', 'scheduling controlled content');
  if (!(at.getTime() > now.getTime()))
    throw new ControlledRefusal('invalid', 'A schedule is a time in the future; publish now instead.');
  const version = await versionOrRefuse(db, versionId);
  step(version, 'schedule');
  await assertPublishable(db, actorOf(publisher), version);
  await move(db, actorOf(publisher), version, 'schedule', { effective_from: at.toISOString() });
}

const HOUSEKEEPING: AuditActor = { id: null, email: 'system:housekeeping', ip: null };

/** Publishes every scheduled version whose time has come; answers their ids. Refusals are audited and skipped. */
export async function publishDueVersions(db: Db, now = new Date()): Promise<string[]> {
  const due = await db
    .selectFrom('controlled_versions')
    .select('id')
    .where('state', '=', 'scheduled')
    .where('effective_from', '<=', now.toISOString())
    .execute();
  const published: string[] = [];
  for (const { id } of due) {
    const version = await versionOrRefuse(db, id);
    try {
      await goLive(db, HOUSEKEEPING, version, version.effective_from ?? now.toISOString());
      published.push(id);
    } catch (error) {
      if (!(error instanceof ControlledRefusal)) throw error;
      console.error(`[controlled] scheduled version ${id} not published: ${error.message}`);
    }
  }
  return published;
}

/** Takes a version out of its lifecycle: an open draft, an approval, a schedule, or the effective text. */
export async function withdrawVersion(db: Db, publisher: Staff, versionId: string, reason: string): Promise<void> {
  allow(publisher, 'content.publish', 'withdrawing controlled content');
  if (!reason.trim()) throw new ControlledRefusal('invalid', 'Say why the version is withdrawn.');
  await move(db, actorOf(publisher), await versionOrRefuse(db, versionId), 'withdraw', {}, { reason: reason.trim() });
}

/** Marks a version approved once every meaning its routing requires has a valid signature (called by signing). */
export async function approveIfComplete(db: Db, actor: AuditActor, versionId: string): Promise<boolean> {
  const version = await versionOrRefuse(db, versionId);
  if (version.state !== 'in_review') return false;
  const signed = new Set((await validSignatures(db, versionId)).map((signature) => signature.meaning));
  const required = await requiredMeanings(db, version.content_class);
  if (!required.every((meaning) => signed.has(meaning))) return false;
  await move(db, actor, version, 'approve', {}, { meanings: required });
  return true;
}

/**
 * Items whose effective version has no approval record: imported from content/ and never signed since. The
 * dashboard lists them (issue 41), oldest import first.
 */
export async function itemsLackingApproval(db: Db) {
  return db
    .selectFrom('controlled_versions')
    .innerJoin('controlled_items', 'controlled_items.id', 'controlled_versions.item_id')
    .select([
      'controlled_items.item_key as key',
      'controlled_items.kind',
      'controlled_versions.id as versionId',
      'controlled_versions.number',
      'controlled_versions.created_at as since',
    ])
    .where('controlled_versions.state', '=', 'effective')
    .where('controlled_versions.provenance', '=', 'imported-no-approval-record')
    .orderBy('controlled_versions.created_at')
    .orderBy('controlled_items.item_key')
    .execute();
}
