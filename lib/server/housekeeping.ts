import 'server-only';
import { expireTags } from '@/lib/cache/expire-tags';
import { serverConfig } from './config';
import { runControlledHousekeeping } from './controlled/schedule';
import type { Db } from './db';
import { purgeExpiredFollows } from './follow/subscriptions';
import { applyRetention } from './gdpr/retention';
import { purgeAbandonedUploads } from './leads/multipart';
import { sendOverdueReminder } from './paper-copies/overdue-mail';
import { purgeRateLimits } from './rate-limit';
import { getStorage } from './storage';
import { purgeVitals } from './vitals/store';

/** The longest rate-limit window the site uses is a day; a bucket older than two can hold nothing live. */
const RATE_BUCKET_RETENTION_MS = 2 * 86_400_000;

/**
 * Deletes rows that can no longer matter: ended rate-limit windows and sessions that are revoked, past their
 * absolute end, or idle beyond the idle limit. Safe to run from every instance at once (plain deletes).
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<{ rateBuckets: number; sessions: number }> {
  const rateBuckets = await purgeRateLimits(db, RATE_BUCKET_RETENTION_MS, now.getTime());
  const idleSince = new Date(now.getTime() - serverConfig.sessionIdleMs).toISOString();
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('revoked_at', 'is not', null),
        eb('expires_at', '<=', now.toISOString()),
        eb('last_seen_at', '<', idleSince),
      ]),
    )
    .executeTakeFirst();
  return { rateBuckets, sessions: Number(result.numDeletedRows) };
}

const HOUR = 3_600_000;

/**
 * Expires tags from the background timer. Next's revalidateTag needs the store of a request or a render and throws
 * outside one (as here); the expiry is then logged, not lost silently. Pages that read controlled content from the
 * database (a later step of issue 41) must carry an ISR window, or be refreshed through a request as the start
 * refresh is (server/host/start-refresh.mjs), until this path has one.
 */
function expireInBackground(tags: string[]): void {
  try {
    expireTags(tags);
  } catch (error) {
    console.error(
      `[housekeeping] could not expire ${tags.join(', ')} outside a request: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Runs the purge at start and then hourly, in the background of the server process, followed by the lead
 * retention (lib/server/gdpr/retention.ts: off unless staff set a number of months) and the Web Vitals
 * retention (13 months, lib/server/vitals/store.ts) and the temporary files of abandoned uploads. Each step fails on its own without stopping the others.
 */
export function schedulePurge(getDb: () => Promise<Db>, everyMs = HOUR): void {
  const run = () =>
    getDb()
      .then(async (db) => {
        await purgeExpired(db).catch((error: unknown) => console.error('[housekeeping] purge failed', error));
        await applyRetention(db, getStorage()).catch((error: unknown) =>
          console.error('[housekeeping] retention failed', error),
        );
        // Unconfirmed device follows whose link expired (48 hours): nothing kept of a request nobody confirmed.
        await purgeExpiredFollows(db).catch((error: unknown) =>
          console.error('[housekeeping] expired follows purge failed', error),
        );
        await purgeVitals(db).catch((error: unknown) => console.error('[housekeeping] Web Vitals purge failed', error));
        await purgeAbandonedUploads().catch((error: unknown) =>
          console.error('[housekeeping] abandoned uploads purge failed', error),
        );
        // Once an hour for all instances (a marker in the database): scheduled controlled versions go live, their
        // pages' tags expire, and passed review dates are recorded and their owners told.
        await runControlledHousekeeping(db, expireInBackground).catch((error: unknown) =>
          console.error('[housekeeping] controlled content step failed', error),
        );
        // Once a day for all instances (a marker in the database): customer service's list of overdue paper copies.
        await sendOverdueReminder(db).catch((error: unknown) =>
          console.error('[housekeeping] overdue paper-copy mail failed', error),
        );
      })
      .catch((error: unknown) => console.error('[housekeeping] purge failed', error));
  void run();
  setInterval(run, everyMs).unref();
}
