import 'server-only';
import { getDb } from './index';

/**
 * Opens the database when the server starts (instrumentation.ts), so migrations and the seed run before the
 * first request on SQLite, and an unmigrated PostgreSQL is caught before any visitor is.
 *
 * Nothing is thrown from here: a start-up hook that throws leaves Next answering 500 to every request for good.
 */
export async function openDatabaseAtStart(): Promise<void> {
  try {
    await getDb();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof Error && error.name === 'DatabaseSchemaError') {
      // The schema is not the code's (PostgreSQL not migrated yet, or a migration failed): stop, loudly.
      console.error(`[db] ${message}`);
      process.exit(1);
    }
    // Unreachable at start (PostgreSQL still starting, a network blip): each request tries again, and
    // /api/health answers 503 until the database answers.
    console.error(`[db] not available at start, retrying with the next request: ${message}`);
  }
}
