#!/usr/bin/env node
// `npm start`: serve the production build on PORT (default 3000) through the site's server (server/),
// building first when there is none.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { generate } from './generate.mjs';
import { requireNode } from './require-node.mjs';

requireNode();

const require = createRequire(import.meta.url);
const distDir = process.env.NEXT_DIST_DIR || '.next';

if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.log('No production build found: building the site first (this takes a minute or two).');
  generate();
  const build = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV = 'production';
await import('./serve.mjs');
