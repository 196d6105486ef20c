/** Runs once when the server starts: open the database so migrations and the seed run before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('./lib/server/db');
  try {
    await getDb();
  } catch (error) {
    // A hook that throws leaves Next answering 500 to every request for good, so nothing is thrown from here.
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
