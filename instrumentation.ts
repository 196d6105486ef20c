/**
 * Runs once when the server starts: open the database so migrations and the seed run before the first request,
 * and schedule the hourly purge of ended sessions and rate-limit windows.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // A production server on PostgreSQL refuses to start without BETTER_AUTH_SECRET (lib/server/server-secret.ts).
  const { missingSecret } = await import('./lib/server/server-secret');
  const problem = missingSecret(process.env);
  if (problem) throw new Error(problem);
  const { openDatabaseAtStart } = await import('./lib/server/db/startup');
  await openDatabaseAtStart();
  const { getDb } = await import('./lib/server/db');
  const { schedulePurge } = await import('./lib/server/housekeeping');
  schedulePurge(getDb);
}
