/**
 * Builds the baseline: a bare Next.js page (App Router, one static route) with the same Next and React
 * versions as the site, in a scratch folder that borrows the site's node_modules. Used by the JS budget and
 * the benchmarks to compare the site with what Next.js itself costs.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const root = resolve(import.meta.dirname, '..', '..');
export const baselineDir = join(root, 'bench', '.baseline');

const files = {
  'package.json': JSON.stringify({ name: 'baseline', private: true, type: 'module' }, null, 2),
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.js':
    "export const metadata = { title: 'Baseline', description: 'A bare Next.js page' };\n" +
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  'app/page.js':
    'export default function Page() {\n  return (<main><h1>Baseline</h1><p>A bare Next.js page of the same version as the site.</p></main>);\n}\n',
};

export function buildBaseline({ quiet = false } = {}) {
  rmSync(baselineDir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(baselineDir, name, '..'), { recursive: true });
    writeFileSync(join(baselineDir, name), content);
  }
  symlinkSync(join(root, 'node_modules'), join(baselineDir, 'node_modules'), 'dir');
  const nextBin = createRequire(join(root, 'package.json')).resolve('next/dist/bin/next');
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: baselineDir,
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('The baseline build failed');
  return join(baselineDir, '.next');
}

if (process.argv[1] === import.meta.filename) {
  const dist = buildBaseline();
  console.log(`Baseline built in ${dist} (${existsSync(dist) ? 'ok' : 'missing'})`);
}
