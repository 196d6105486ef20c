import 'server-only';
import type { Db } from '@/lib/server/db';
import { withAudit, type AuditActor } from '@/lib/server/staff/audit';
import { intact } from './canonical';
import { actorOf, allow, setState, step, versionOrRefuse, type Staff, type VersionRow } from './records';
import { ControlledRefusal } from './refusal';
import { requiredMeanings, validSignatures } from './signatures';
import { nextState, type ControlledAction } from './state';

/**
 * Approval, scheduling, publication and withdrawal of controlled versions. Publication checks again that the
 * stored content gives its hash and that every signature its routing requires is there, bound to that hash.
 */
/** A state change of one version, checked against the state machine and audited with before and after. */
export async function move(
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
