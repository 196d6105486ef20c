import { serverConfig } from '@/lib/server/config';
import { databaseTarget, describeTarget, openDatabase, type Db } from '@/lib/server/db';

/**
 * Runs a CLI's work on the database the site is configured for (DATABASE_URL, else the SQLite file), closes it,
 * and exits with the work's code; a failure is printed after `failure` and exits 1. The driver's error text names
 * the host at most, never the password of the URL.
 */
export function runOnConfiguredDatabase(failure: string, work: (db: Db, where: string) => Promise<number>) {
  const target = databaseTarget(serverConfig);
  const db = openDatabase(target);
  work(db, describeTarget(target))
    .finally(() => db.destroy())
    .then(
      (code) => process.exit(code),
      (error: unknown) => {
        console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
}
