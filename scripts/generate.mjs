// `npm run gen` for the scripts that call `next build` themselves (start, the e2e server, the bench): the
// generated content and route index must be fresh before any build.
import { spawnSync } from 'node:child_process';

export function generate(env = process.env) {
  const result = spawnSync('npm', ['run', '--silent', 'gen'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
