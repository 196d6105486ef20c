/**
 * npm run db:migrate [-- --check]
 * Brings the database the site is configured for (DATABASE_URL, else the SQLite file) to the latest schema and
 * adds the seed rows it lacks. The release step for PostgreSQL, where instances only check the schema at start;
 * on SQLite the site also does this itself at start. Safe to run again, and from several places at once: Kysely
 * takes a PostgreSQL advisory lock around the migrations.
 * --check only reports: it exits 1 when migrations are pending, without changing anything.
 */
import { parseArgs } from 'node:util';
import { serverConfig } from '@/lib/server/config';
import { databaseTarget, describeTarget, migrate, openDatabase, pendingMigrations } from '@/lib/server/db';
import { seedDatabase } from '@/lib/server/db/seed';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } }, strict: true });

async function main(): Promise<number> {
  const target = databaseTarget(serverConfig);
  const where = describeTarget(target);
  const db = openDatabase(target);
  try {
    if (values.check) {
      const pending = await pendingMigrations(db);
      console.log(pending.length ? `${where} lacks migration(s): ${pending.join(', ')}` : `${where} is up to date.`);
      return pending.length ? 1 : 0;
    }
    const applied = await migrate(db);
    await seedDatabase(db);
    console.log(
      applied.length
        ? `${where}: applied ${applied.join(', ')}; seed rows in place.`
        : `${where} was up to date; seed rows in place.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // The error text from the driver names the host at most, never the password of the URL.
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
