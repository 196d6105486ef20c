import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A learner created the way the web team does, with `npm run user:add` (scripts/cli/user-add.ts).
 * `databasePath`: the suite's server's database unless a spec runs a server of its own.
 */
export function addLearner(
  email: string,
  password: string,
  name = 'Grace Hopper',
  databasePath = readFileSync('.next-e2e/e2e-database-path', 'utf8').trim(),
) {
  execFileSync(
    'npx',
    [
      'tsx',
      '--conditions=react-server',
      'scripts/cli/user-add.ts',
      '--email',
      email,
      '--password',
      password,
      '--name',
      name,
    ],
    { env: { ...process.env, DATABASE_PATH: databasePath }, stdio: 'pipe' },
  );
}
