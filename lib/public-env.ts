/**
 * NEXT_PUBLIC_* settings are build-time settings: `next build` replaces every literal `process.env.NEXT_PUBLIC_X`
 * in server and browser code with the value it had then, so a value set only when the server starts changes
 * nothing in the pages (docs/operations.md, "Build-time settings"). An operator who sets one at start expects it
 * to count, and a build made without one would even mix them: pages rendered at build keep the build's value while
 * pages regenerated later read the new one. So the build records the values it compiled in
 * (`<distDir>/public-env.json`) and the server refuses to start when its environment names a different one.
 * Read by next.config.ts at `next build` and again at start, like lib/deployment.ts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Env = Record<string, string | undefined>;

export const PUBLIC_ENV_FILE = 'public-env.json';

/** Next's prefix for values compiled into the bundles. */
const PUBLIC = /^NEXT_PUBLIC_/;

// Whitespace and a trailing slash are dropped where the values are used (lib/site-config.ts), so they are no change.
const comparable = (value: string) => value.trim().replace(/\/+$/, '');

/** The NEXT_PUBLIC_* values a build compiles in: every one set in its environment, as Next's define step takes them. */
export function publicEnv(env: Env = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => PUBLIC.test(entry[0]) && entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** At the end of the compile step of `next build`: what it compiled in, for the server to compare at start. */
export function recordPublicEnv(distDir: string, env: Env = process.env): void {
  writeFileSync(join(distDir, PUBLIC_ENV_FILE), `${JSON.stringify(publicEnv(env), null, 2)}\n`);
}

/**
 * At start: throws when a NEXT_PUBLIC_* value set now differs from the one the build compiled in, or was not set
 * at build at all. Unset (or empty) at start is fine: the build's values stand. A build from before this record
 * existed is not checked.
 */
export function checkPublicEnv(distDir: string, env: Env = process.env): void {
  const file = join(distDir, PUBLIC_ENV_FILE);
  if (!existsSync(file)) return;
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const differences = Object.entries(publicEnv(env))
    .filter(([name, value]) => value.trim() !== '' && comparable(value) !== comparable(built[name] ?? ''))
    .map(([name, value]) =>
      built[name] === undefined || built[name].trim() === ''
        ? `${name}="${value}" is set, but this build was made without it.`
        : `${name}="${value}" is set, but this build was made with "${built[name]}".`,
    );
  if (differences.length === 0) return;
  throw new Error(
    [
      ...differences,
      `NEXT_PUBLIC_* values are compiled in by \`next build\` (recorded in ${file}); setting one at start changes`,
      'nothing. Build again with the new value, or start without it (docs/operations.md, "Build-time settings").',
    ].join('\n'),
  );
}
