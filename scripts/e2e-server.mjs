#!/usr/bin/env node
// Builds the site for the end-to-end suite (its own dist folder, a test analytics id) and serves it through the
// site's server. The suite stands in for a proxy in front of many visitors (tests name their address in
// X-Forwarded-For), so loopback is a declared proxy here; tests/e2e/security.spec.ts starts its own server with
// the production defaults to attack.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from './generate.mjs';
import { requireNode } from './require-node.mjs';

// The build's workers load better-sqlite3, which crashes (SIGSEGV) on an older Node than the pinned one.
requireNode();

const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
const port = process.env.E2E_PORT || '3100';
const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-e2e',
  NEXT_PUBLIC_GA_ID: 'G-E2ETEST01',
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  NEXT_TELEMETRY_DISABLED: '1',
  // A fresh database per run: the suite never touches the one `npm start` uses.
  DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'site-e2e-')), 'site.db'),
  // The document centre's fictitious samples (tests/e2e/eifu*.spec.ts), from the build on, so the device pages
  // built ahead show their sample IFU revision.
  SEED_SAMPLE_DOCUMENTS: '1',
  // Specs create the approving member just before the approval (lib/server/staff/config.ts).
  APPROVER_MIN_ACCOUNT_HOURS: '0',
};

if (process.env.E2E_SKIP_BUILD !== '1') {
  generate(env);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// `--build-only`: the build without the server (npm run check:next-next builds first, as long as it takes, and then
// lets Playwright start the server on it).
if (process.argv.includes('--build-only')) process.exit(0);
// Tests that must change server data (an expired download link) find the database here.
writeFileSync('.next-e2e/e2e-database-path', env.DATABASE_PATH);
// PAGE_REWRITES (off, css or full; a run-time setting, so the same build serves all three) reaches the server as it
// was given: playwright.config.ts skips the tests tagged @rewrite when it is not full.
const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env: {
    ...env,
    PAGE_REWRITES: process.env.PAGE_REWRITES || 'full',
    NODE_ENV: 'production',
    LOG_REQUESTS: '0',
    SEED_DEMO_LEARNER: '1',
    TRUSTED_PROXIES: 'loopback',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
