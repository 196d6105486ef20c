#!/usr/bin/env node
// The project runs on Node 24 LTS (package.json `engines`). npm scripts find the pinned binary that the `node`
// devDependency puts in node_modules/.bin, even on a host whose own Node is older; a process manager that calls
// `node` itself must call that binary or a Node 24 of its own (docs/operations.md, Runtime). `engines` alone only
// warns, so the entry points refuse to run on anything older.
import { readFileSync } from 'node:fs';

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;

/**
 * True when `version` (e.g. `24.21.0`) is at least the `>=MAJOR.MINOR` floor of `range`.
 * @param {string} version
 * @param {string} range
 * @returns {boolean}
 */
export function satisfiesFloor(version, range) {
  const floor = /^>=(\d+)(?:\.(\d+))?/.exec(range);
  if (!floor) throw new Error(`engines.node must read ">=MAJOR.MINOR", not ${range}`);
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [wantMajor, wantMinor] = [Number(floor[1]), Number(floor[2] ?? 0)];
  return major > wantMajor || (major === wantMajor && minor >= wantMinor);
}

export function requireNode(version = process.versions.node) {
  if (satisfiesFloor(version, engines)) return;
  // Only the benchmark's runtime comparison (scripts/bench/runtime.mjs) serves the site on an older Node.
  if (process.env.SITE_ALLOW_OLD_NODE === '1') return console.warn(`Serving on Node ${version} for a comparison.`);
  console.error(
    `This site needs Node ${engines} and was started with Node ${version} (${process.execPath}).\n` +
      'Run it through npm (`npm start`), which uses the Node 24 that `npm install` put in node_modules/.bin, ' +
      'or call node_modules/.bin/node yourself.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requireNode();
  console.log(`Node ${process.versions.node} (${process.execPath}) meets ${engines}.`);
}
