import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';

/**
 * A brochure request the site has acknowledged must survive a crash: run the production build on its own
 * database, post 200 requests, SIGKILL the server right after the last acknowledgement, restart, count rows.
 */
const PORT = 3290;
const base = `http://127.0.0.1:${PORT}`;

function startServer(databasePath: string): ChildProcess {
  // The test plays a proxy in front of 200 different visitors, so it declares itself one (TRUSTED_PROXIES).
  return spawn(process.execPath, ['scripts/serve.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: '.next-e2e',
      DATABASE_PATH: databasePath,
      NODE_ENV: 'production',
      TRUSTED_PROXIES: 'loopback',
      LOG_REQUESTS: '0',
    },
    stdio: 'ignore',
  });
}

async function waitUntilUp() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/news/news`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

const stopped = (server: ChildProcess) => new Promise((resolve) => server.once('exit', resolve));

test('200 acknowledged brochure requests survive a SIGKILL', async () => {
  test.setTimeout(120_000);
  const databasePath = join(mkdtempSync(join(tmpdir(), 'durability-')), 'site.db');
  let server = startServer(databasePath);
  try {
    await waitUntilUp();
    let acknowledged = 0;
    const post = (index: number) =>
      fetch(`${base}/api/users/brochure-request`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${Math.floor(index / 250)}.${index % 250}`,
        },
        body: JSON.stringify({
          first_name: 'Crash',
          last_name: `Test ${index}`,
          email: `crash${index}@example.com`,
          country: 'Italy',
          hospital: 'Durability General',
          broucher: 'solo-smart',
        }),
      }).then((response) => {
        if (response.status === 201) acknowledged += 1;
      });
    // Ten at a time, like a busy morning of form submissions.
    for (let batch = 0; batch < 20; batch += 1) {
      await Promise.all(Array.from({ length: 10 }, (_, offset) => post(batch * 10 + offset)));
    }
    server.kill('SIGKILL');
    await stopped(server);
    expect(acknowledged).toBe(200);

    server = startServer(databasePath);
    await waitUntilUp();
    const db = new Database(databasePath, { readonly: true });
    const { count } = db.prepare('select count(*) as count from brochure_requests').get() as { count: number };
    db.close();
    expect(count).toBe(200);
  } finally {
    server.kill('SIGKILL');
  }
});
