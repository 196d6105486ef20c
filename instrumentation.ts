/** Runs once when the server starts: open the database so migrations and the seed run before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { openDatabaseAtStart } = await import('./lib/server/db/startup');
  await openDatabaseAtStart();
}
