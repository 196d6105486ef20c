#!/usr/bin/env node
/**
 * `npm run check:next-next`: would the site's server still work on the next Next? Installs the newest Next 16
 * canary into a temporary copy of the repository (this checkout's files, including uncommitted changes, and a copy
 * of its node_modules: the repository's own node_modules and package.json are never written), builds it as the
 * end-to-end suite does, and runs the specs that hold the server's rewriting of Next's HTML to the real output:
 * tests/e2e/next-output.spec.ts (every prerendered page, and a page of every template hydrating) and
 * tests/e2e/paint.spec.ts. Prints how Next writes its payload in that build beside the installed one's, and the
 * result; docs/testing.md records the last run.
 *
 * E2E_PORT (default 3100) is the port the copy is served on; it must be free (the suite runs with CI=1, so it never
 * reuses a server that is already there). `--keep` leaves the copy in place (its path is printed).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { requireNode } from './require-node.mjs';

requireNode();
const root = join(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const port = process.env.E2E_PORT || '3100';
const suiteEnv = { ...process.env, CI: '1', E2E_PORT: port };

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function npmJson(args) {
  const result = spawnSync('npm', [...args, '--json'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** `16.5.0-canary.38` as numbers to compare, or undefined for anything but a Next 16 canary. */
function canaryParts(version) {
  const match = /^16\.(\d+)\.(\d+)-canary\.(\d+)$/.exec(version);
  return match ? match.slice(1).map(Number) : undefined;
}

/** The `canary` dist-tag when it is a 16 canary, else the highest 16 canary published. */
function newestCanary() {
  const tags = npmJson(['view', 'next', 'dist-tags']);
  if (tags.canary && canaryParts(tags.canary)) return tags.canary;
  const canaries = npmJson(['view', 'next', 'versions']).filter(canaryParts);
  canaries.sort((a, b) => {
    const [x, y] = [canaryParts(a), canaryParts(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  if (canaries.length === 0) throw new Error('the registry lists no Next 16 canary');
  return canaries.at(-1);
}

/** How many payload scripts Next writes per prerendered page of a build, on average, and the most. */
function payloadScripts(distDir) {
  const counts = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html'))
        counts.push(readFileSync(path, 'utf8').split('<script>self.__next_f.push([1,').length - 1);
    }
  };
  if (!existsSync(join(distDir, 'server', 'app'))) return 'no build';
  walk(join(distDir, 'server', 'app'));
  if (counts.length === 0) return 'no prerendered page';
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  return `${counts.length} pages, ${mean.toFixed(1)} payload scripts a page on average, at most ${Math.max(...counts)}`;
}

const installed = JSON.parse(readFileSync(join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;
const canary = newestCanary();
const copy = mkdtempSync(join(tmpdir(), 'next-next-'));
console.log(`Next ${installed} installed; checking ${canary} in ${copy}`);

// The files git knows or would add (so a change not yet committed is checked too), without build output.
const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .stdout.split('\0')
  .filter(Boolean);
for (const file of files) {
  if (!existsSync(join(root, file))) continue; // deleted but not yet committed
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  cpSync(join(root, file), join(copy, file), { verbatimSymlinks: true });
}
// A real copy, not hard links: npm rewrites some files in place (its hidden lock file), which would reach through
// a hard link into this checkout's node_modules.
let status = run('cp', ['-a', join(root, 'node_modules'), join(copy, 'node_modules')]);
// Install scripts are not needed (the copied packages are built already) and are not run for a package under test.
if (status === 0)
  status = run('npm', ['install', '--save-exact', '--ignore-scripts', '--no-audit', '--no-fund', `next@${canary}`], {
    cwd: copy,
  });
// Built first, however long the build takes here, then served by Playwright's web server without building again.
if (status === 0)
  status = run(process.execPath, ['scripts/e2e-server.mjs', '--build-only'], { cwd: copy, env: suiteEnv });
if (status === 0)
  status = run(
    'npx',
    ['playwright', 'test', 'tests/e2e/next-output.spec.ts', 'tests/e2e/paint.spec.ts', '--project=desktop'],
    { cwd: copy, env: { ...suiteEnv, E2E_SKIP_BUILD: '1' } },
  );

console.log(`\nPayload scripts, Next ${installed} (.next-e2e here): ${payloadScripts(join(root, '.next-e2e'))}`);
console.log(`Payload scripts, Next ${canary}: ${payloadScripts(join(copy, '.next-e2e'))}`);
console.log(
  status === 0 ? `Next ${canary}: the server's checks pass.` : `Next ${canary}: FAILED (exit ${status}), see above.`,
);
if (keep || status !== 0) console.log(`The copy is kept in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
process.exit(status);
