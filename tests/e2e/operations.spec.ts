import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * What a load balancer and an operator rely on from one instance: a health check, a request id in the answer and
 * in one JSON log line, and a SIGTERM that finishes the requests in flight before the process exits.
 */
const PORT = 3292;
const base = `http://127.0.0.1:${PORT}`;

function start(): { server: ChildProcess; output: () => string } {
  let output = '';
  const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: '.next-e2e',
      NODE_ENV: 'production',
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'operations-')), 'site.db'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout!.on('data', (chunk) => (output += String(chunk)));
  return { server, output: () => output };
}

async function up() {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

test('health, request ids in JSON logs, and a graceful stop that finishes requests in flight', async () => {
  test.setTimeout(60_000);
  const { server, output } = start();
  try {
    await up();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, payload: { database: 'ok' } });

    const page = await fetch(`${base}/about`);
    const requestId = page.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(output).toContain(requestId!);
    const line = output()
      .split('\n')
      .find((entry) => entry.includes(requestId!))!;
    expect(JSON.parse(line)).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId,
      method: 'GET',
      path: '/about',
      status: 200,
    });

    // A sign-in takes a quarter of a second of password hashing: stop the server while it runs.
    const inFlight = fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'a wrong password' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect((await inFlight).status).toBe(401);
    expect(await exited).toBe(0);
    expect(output()).toContain('"msg":"stopped"');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  } finally {
    server.kill('SIGKILL');
  }
});
