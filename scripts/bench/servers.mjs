/** Starting and stopping the two servers the benchmark compares: the site and the bare baseline page. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const nextBin = require.resolve('next/dist/bin/next');

/** `site: true` serves through the site's own server (scripts/serve.mjs), as `npm start` does. */
export function startNext({ cwd, port, env = {}, site = false }) {
  const command = site
    ? ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1']
    : [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'];
  const child = spawn(process.execPath, command, {
    cwd,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(site ? { NODE_ENV: 'production', LOG_REQUESTS: '0' } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Whatever happens to the benchmark, its servers must not outlive it.
  process.once('exit', () => child.kill('SIGKILL'));
  return child;
}

export async function waitFor(url, tries = 150) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
