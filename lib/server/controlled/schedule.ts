import 'server-only';
import { controlledTags } from '@/lib/cache/tags';
import type { Db } from '@/lib/server/db';
import { versionById } from './records';
import { publishDueVersions } from './publish';
import { noticeLapsedReviews } from './review';

/**
 * The hourly work on controlled content, on exactly one instance: every instance's housekeeping calls
 * `runControlledHousekeeping` each hour, and the first to move the hour marker in the database (a conditional
 * update: only one can) publishes the scheduled versions whose time has come and records lapsed review dates.
 * The others do nothing that hour. An instance that stops halfway leaves the rest to the next hour's winner.
 */
export const CONTROLLED_HOUR_MARKER = 'controlled_housekeeping_hour';

/** A schedule still not live this long after its time is reported: the housekeeping runs hourly, so a schedule
 * may wait up to an hour to go live before anything is wrong. */
export const SCHEDULE_GRACE_MS = 65 * 60_000;

const hourOf = (now: Date) => now.toISOString().slice(0, 13);

async function claimHour(db: Db, now: Date): Promise<boolean> {
  await db
    .insertInto('staff_settings')
    .values({ key: CONTROLLED_HOUR_MARKER, value: '' })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const claimed = await db
    .updateTable('staff_settings')
    .set({ value: hourOf(now) })
    .where('key', '=', CONTROLLED_HOUR_MARKER)
    .where('value', '<', hourOf(now))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export interface ControlledRun {
  published: string[];
  lapses: string[];
}

/**
 * Publishes what is due and expires the published items' cache tags (`expire`: lib/cache/expire-tags.ts in the
 * server), then notices lapsed review dates. Undefined when another instance has this hour.
 */
export async function runControlledHousekeeping(
  db: Db,
  expire: (tags: string[]) => void,
  now = new Date(),
): Promise<ControlledRun | undefined> {
  if (!(await claimHour(db, now))) return undefined;
  const published = await publishDueVersions(db, now);
  if (published.length > 0) {
    const items = await Promise.all(published.map((id) => versionById(db, id)));
    expire(controlledTags(items.flatMap((item) => (item ? [{ kind: item.kind, key: item.item_key }] : []))));
  }
  const lapses = await noticeLapsedReviews(db, now);
  return { published, lapses };
}

export interface OverdueSchedule {
  versionId: string;
  key: string;
  number: number;
  scheduledFor: string;
  /** Why the last attempt refused it (its audited problems), or null if no attempt has been made yet. */
  refusal: string[] | null;
}

/**
 * Scheduled versions past their time that have not gone live: refused at publication (failed validation, a
 * hash that no longer matches, a signature the routing now requires) or not reached by the housekeeping within
 * SCHEDULE_GRACE_MS. The dashboard lists them; the health check counts them.
 */
export async function overdueSchedules(db: Db, now = new Date()): Promise<OverdueSchedule[]> {
  const due = await db
    .selectFrom('controlled_versions')
    .innerJoin('controlled_items', 'controlled_items.id', 'controlled_versions.item_id')
    .select([
      'controlled_versions.id',
      'controlled_versions.number',
      'controlled_versions.effective_from',
      'controlled_items.item_key',
    ])
    .where('controlled_versions.state', '=', 'scheduled')
    .where('controlled_versions.effective_from', '<=', now.toISOString())
    .orderBy('controlled_versions.effective_from')
    .execute();
  const overdue: OverdueSchedule[] = [];
  for (const version of due) {
    // The last refusal since it was scheduled (a refusal before, of an attempt to schedule it, is not news).
    const scheduled = await db
      .selectFrom('audit_log')
      .select('seq')
      .where('entity_type', '=', 'controlled_version')
      .where('entity_id', '=', version.id)
      .where('action', '=', 'controlled.schedule')
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    const refused = await db
      .selectFrom('audit_log')
      .select('after_json')
      .where('entity_type', '=', 'controlled_version')
      .where('entity_id', '=', version.id)
      .where('action', '=', 'controlled.publish.refused')
      .where('seq', '>', scheduled?.seq ?? 0)
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    const late = Date.parse(version.effective_from!) <= now.getTime() - SCHEDULE_GRACE_MS;
    if (!refused && !late) continue;
    overdue.push({
      versionId: version.id,
      key: version.item_key,
      number: Number(version.number),
      scheduledFor: version.effective_from!,
      refusal: refused ? ((JSON.parse(refused.after_json ?? '{}') as { problems?: string[] }).problems ?? []) : null,
    });
  }
  return overdue;
}

/**
 * How many scheduled versions are past their time by more than the hourly run's margin: one indexed count, for the
 * health check (anonymous and frequent), which does not need the dashboard's reasons.
 */
export async function countLateSchedules(db: Db, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('controlled_versions')
    .select((eb) => eb.fn.countAll<number>().as('late'))
    .where('state', '=', 'scheduled')
    .where('effective_from', '<=', new Date(now.getTime() - SCHEDULE_GRACE_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.late ?? 0);
}
