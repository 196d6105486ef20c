import { randomBytes } from 'node:crypto';

/**
 * At start, the server asks Next (through its own port, as deferred-payload.mjs does) to mark every page that shows
 * regulatory state expired (app/api/internal/start-refresh, lib/server/regulatory-pages.ts): those pages were
 * generated at build from the build's database, and must not be served until rendered from the live one. The
 * token lives in this process only (a global the route reads), is new for each attempt and works once.
 */
export const START_REFRESH_PATH = '/api/internal/start-refresh';
const TOKEN = Symbol.for('corcym.startRefreshToken');

/**
 * @param {() => string} origin the server's own bound origin
 * @param {(level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void} log
 * @param {{ fetch?: typeof globalThis.fetch; attempts?: number; pauseMs?: number }} [options]
 * @returns {Promise<boolean>} whether the pages were marked
 */
export async function refreshRegulatoryPages(
  origin,
  log,
  { fetch = globalThis.fetch, attempts = 5, pauseMs = 500 } = {},
) {
  const holder = /** @type {Record<symbol, string | undefined>} */ (/** @type {unknown} */ (globalThis));
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const token = randomBytes(32).toString('hex');
    holder[TOKEN] = token;
    try {
      const response = await fetch(new URL(START_REFRESH_PATH, origin()), {
        method: 'POST',
        headers: { 'x-start-refresh': token },
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.ok) {
        log('info', 'regulatory pages marked for a fresh render', { attempt });
        return true;
      }
      log('warn', 'regulatory pages not marked yet', { attempt, status: response.status });
    } catch (error) {
      log('warn', 'regulatory pages not marked yet', { attempt, error: String(error) });
    } finally {
      delete holder[TOKEN];
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
  }
  log('error', 'regulatory pages could not be marked: they show the state of the build until the next publication');
  return false;
}
