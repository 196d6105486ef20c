import 'server-only';
import type { Db } from '@/lib/server/db';
import type { ControlledState } from '@/lib/server/db/schema';
import { withAudit, type AuditActor } from '@/lib/server/staff/audit';
import { can, type StaffAction } from '@/lib/server/staff/permissions';
import type { SignedInStaff } from '@/lib/server/staff/session';
import type { ControlledContent } from './content';
import { ControlledRefusal, type RefusalCode } from './refusal';
import { nextState, type ControlledAction } from './state';

/**
 * The record layer of controlled content (lib/server/controlled): versions are created (./versions.ts), moved
 * through their states and published (./publish.ts) only there, each change in one transaction with its audit row.
 * This module holds what both share. Every step checks the member's permission and the
 * state machine (./state.ts) again on the server; a refusal throws ControlledRefusal and stores nothing.
 */
export type Staff = Pick<SignedInStaff, 'id' | 'email' | 'name' | 'role' | 'ip'>;
export const actorOf = (staff: Staff): AuditActor => ({ id: staff.id, email: staff.email, ip: staff.ip });

export function allow(staff: Staff, action: StaffAction, doing: string) {
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

export async function versionOrRefuse(db: Db, id: string): Promise<VersionRow> {
  const version = await versionById(db, id);
  if (!version) throw new ControlledRefusal('not-found', 'There is no such version.');
  return version;
}

export function step(version: Pick<VersionRow, 'state'>, action: ControlledAction): ControlledState {
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
 * Moves the version from the state it was read in to `state`. The condition on the old state makes two members
 * acting at once safe: the second finds nothing to move and is told so.
 */
export async function setState(
  trx: Db,
  version: Pick<VersionRow, 'id' | 'state'>,
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

/**
 * Audits a refused step (`action`, e.g. `controlled.sign.refused`) with why and what was asked, then throws the
 * refusal: an attempt that changed nothing is still in the trail.
 */
export async function refuseAudited(
  db: Db,
  actor: AuditActor,
  action: string,
  versionId: string,
  code: RefusalCode,
  message: string,
  asked: Record<string, unknown>,
): Promise<never> {
  await withAudit(db, actor, { action, entity: 'controlled_version', entityId: versionId }, async () => ({
    result: undefined,
    after: { reason: code, ...asked },
  }));
  throw new ControlledRefusal(code, message);
}
