/** @jest-environment node */
import { spawnSync } from 'node:child_process';

/**
 * lib/ and components/ never import routes (app/) or the site's server (server/): lint refuses a new one, so the
 * rule in eslint.config.mjs is checked here against imports it must refuse and one it must allow. ESLint loads
 * its configuration with a dynamic import, which jest's sandbox refuses, so the probes are linted in a child
 * process, all in one run.
 */
const probes: [file: string, source: string, refused: boolean][] = [
  ['lib/layering-probe.ts', "import { enrolAction } from '@/app/(site)/academy/courses/course/[id]/actions';", true],
  ['components/layering-probe.tsx', "import { assignAction } from '@/app/admin/(console)/leads/actions';", true],
  ['lib/layering-probe.ts', "import { settleStaticRange } from '@/server/host/static-range.mjs';", true],
  ['components/layering-probe.tsx', "import { log } from '@/server/host/index.mjs';", true],
  ['lib/cache/layering-probe.ts', "import { pageRewrites } from '../../server/page-rewrite/page-as-served.mjs';", true],
  ['components/layering-probe.tsx', "import { parseByteRange } from '@/lib/http/byte-range.mjs';", false],
];

const LINT = `
import { ESLint } from 'eslint';
// The probe files do not exist, which the cycle rule cannot resolve; this test is about layering only.
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const probes = JSON.parse(process.argv[1]);
const answers = [];
for (const [file, source] of probes) {
  const [result] = await eslint.lintText(source + '\\nexport const probe = 1;\\n', { filePath: file });
  answers.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length);
}
console.log(JSON.stringify(answers));
`;

test('lint refuses imports of app/ and server/ from lib/ and components/, and allows lib', () => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(probes)], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.stderr).toBe('');
  const refusals = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as number[];
  expect(refusals).toEqual(probes.map(([, , refused]) => (refused ? 1 : 0)));
}, 120_000);
