import 'server-only';
import { redisConnection } from '@/lib/cache/redis-connection.mjs';
import { serverConfig } from './config';
import { countLateSchedules } from './controlled/schedule';
import { getDb, type Db } from './db';

export interface Health {
  database: 'ok' | 'unavailable';
  cache: 'ok' | 'unavailable' | 'not configured';
  /**
   * Scheduled controlled versions past their time that have not gone live (refused at publication, or not
   * reached by the hourly housekeeping within its grace): the instance serves, but what it serves is not what was
   * scheduled. Degraded, not down: the load balancer keeps the instance (a 200); monitors read this field.
   * 'unknown' when the database did not answer.
   */
  schedules: { state: 'ok' | 'overdue' | 'unknown'; overdue: number };
}

/** One line for the health answer's description, or undefined when schedules are fine. */
export function degradation(health: Pick<Health, 'schedules'>): string | undefined {
  const { overdue } = health.schedules;
  if (health.schedules.state !== 'overdue') return undefined;
  return `Degraded: ${overdue} scheduled version${overdue === 1 ? '' : 's'} of controlled content past ${overdue === 1 ? 'its' : 'their'} time ${overdue === 1 ? 'has' : 'have'} not gone live (back office, controlled content).`;
}

/** A check that hangs counts as failed: a load balancer must hear back in time to take the instance out. */
const CHECK_MS = 2_000;

async function answers(what: string, check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_MS} ms`)), CHECK_MS);
      }),
    ]);
    return true;
  } catch (error) {
    // The driver's message names at most a host, never a password; the answer itself says only "unavailable".
    console.error(`[health] ${what} check failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A write, not a read: a database that answers `select 1` but cannot store anything (read-only, disk full, locked
 * past the deadline) would have the load balancer send visitors whose forms then fail.
 */
export async function writeProbe(db: Db): Promise<void> {
  const checkedAt = new Date().toISOString();
  await db
    .insertInto('health_probe')
    .values({ id: 1, checked_at: checkedAt })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: checkedAt }))
    .execute();
}

/** Whether the database and, when configured, the shared Redis answer this instance right now. */
export async function checkHealth(): Promise<Health> {
  const redisUrl = serverConfig.redisUrl;
  let overdue: number | undefined;
  const [database, cache] = await Promise.all([
    answers('database', async () => writeProbe(await getDb())),
    redisUrl
      ? answers('redis', async () => {
          const redis = await redisConnection(redisUrl).ready();
          if (!redis) throw new Error('not connected');
          await redis.ping();
        })
      : Promise.resolve(undefined),
  ]);
  // Apart from the database's answer: a failure here says "unknown" about schedules and never takes the instance
  // out of service.
  if (database)
    await answers('schedules', async () => {
      overdue = await countLateSchedules(await getDb());
    });
  return {
    database: database ? 'ok' : 'unavailable',
    cache: cache === undefined ? 'not configured' : cache ? 'ok' : 'unavailable',
    schedules:
      overdue === undefined ? { state: 'unknown', overdue: 0 } : { state: overdue ? 'overdue' : 'ok', overdue },
  };
}
