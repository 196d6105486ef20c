#!/usr/bin/env node
// `npm start`: serve the production build on PORT (default 3000), building first when there is none.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
const port = process.env.PORT || '3000';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build found: building the site first (this takes a minute or two).');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [nextBin, 'start', '-p', port, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
