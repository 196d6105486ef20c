/**
 * The pieces of `npm run test:scale`: a fresh PostgreSQL database, one build copied into two folders that share
 * no disk, two instances of the site on PostgreSQL and Redis, and nginx in front of them with the repository's
 * own deploy/nginx.conf. Every process is started here and stopped by its pid.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const children = new Set();

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

export function startProcess(label, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  const keep = (chunk) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.label = label;
  child.output = () => output;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function stopAll(signal = 'SIGKILL') {
  for (const child of children) {
    try {
      // nginx's master stops its workers when told to; killed outright, it leaves them serving, holding the port
      // and this script's pipes.
      process.kill(child.pid, child.spawnfile === 'nginx' ? 'SIGTERM' : signal);
    } catch {
      // already gone
    }
  }
}

export async function waitFor(url, label, tries = 300) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not come up at ${url}`);
}

/** A copy of the project with its own build folder and data folder; node_modules is shared read-only code. */
export function copyProject(root, target, distDir, files) {
  mkdirSync(target, { recursive: true });
  for (const file of files) cpSync(join(root, file), join(target, file), { recursive: true });
  cpSync(join(root, distDir), join(target, distDir), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(target, 'node_modules'), 'dir');
}

/** deploy/nginx.conf with only its ports changed, run from a prefix folder of its own. */
export function startNginx(root, prefix, { listen, upstreams }) {
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  let conf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  const replace = (pattern, value) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf changed shape: no ${pattern}`);
    conf = conf.replace(pattern, value);
  };
  replace(/listen 127\.0\.0\.1:8080;/, `listen 127.0.0.1:${listen};`);
  replace(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${upstreams[0]} `);
  replace(/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${upstreams[1]} `);
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  return startProcess('nginx', 'nginx', ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;']);
}
