import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { inheritedEnv, listeningOrExited, startExtraServer, stopExtraServer } from './extra-server';
import { expect, test } from './fixtures';

/**
 * Another process holds the SQLite file's write lock (a CLI, a backup, the previous release in a rolling
 * restart). The site's writes wait for it on the event loop and give up with 503 and Retry-After after about two
 * seconds; meanwhile everything that needs no write (a static file, the home page) answers at once. Before, each
 * waiting write held the main thread for 5 s and static files took 19 s. A server of its own, so the lock stops
 * no other spec.
 */
const PORT = Number(process.env.E2E_LOCK_PORT || 3295);
const base = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a held write lock: writes answer 503 after about two seconds, static files at once', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'database-lock-'));
  const databasePath = join(folder, 'site.db');
  const env: NodeJS.ProcessEnv = {
    ...inheritedEnv(),
    NEXT_DIST_DIR: '.next-e2e',
    NODE_ENV: 'production',
    LOG_REQUESTS: '0',
    DATABASE_PATH: databasePath,
    UPLOAD_DIR: join(folder, 'uploads'),
    TRUSTED_PROXIES: 'loopback',
  };
  const { server, exited, output } = startExtraServer(PORT, env);
  const lock = new SQLite(databasePath);
  try {
    expect(await listeningOrExited(base, exited), output()).toBe('listening');
    const chunk = readdirSync('.next-e2e/static/chunks').find((name) => name.endsWith('.js'))!;
    const timed = async (request: () => Promise<Response>) => {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        ms: performance.now() - started,
      };
    };
    const staticFile = () => timed(() => fetch(`${base}/_next/static/chunks/${chunk}`));
    const write = () =>
      timed(() =>
        fetch(`${base}/api/forms/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77', origin: base },
          body: JSON.stringify({
            firstName: 'Lock',
            lastName: 'Test',
            email: `lock-${Date.now()}@example.com`,
            country: 'Italy',
            topic: 'general',
            message: 'Sent while the database is locked.',
            privacyConsent: true,
          }),
        }),
      );
    const unlocked = await staticFile();
    expect(unlocked.status).toBe(200);

    lock.exec('begin immediate');
    // Three writes queue behind the lock; static files are asked while they wait.
    const writes = Promise.all([write(), write(), write()]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const duringLock = [await staticFile(), await staticFile(), await staticFile()];
    const refused = await writes;
    lock.exec('rollback');

    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.ms).toBeGreaterThan(1_500);
    }
    // Each static file came back in a small fraction of the time a write waited (the old code: after it).
    for (const answer of duringLock) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(refused[0]!.ms / 5);
    }
    // The lock gone, the same write goes through.
    expect((await write()).status).toBe(201);
  } finally {
    lock.close();
    await stopExtraServer(server, exited);
    rmSync(folder, { recursive: true, force: true });
  }
});
