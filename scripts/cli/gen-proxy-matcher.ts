/** npm run gen:matcher: rewrites the matcher literal in proxy.ts from the gate's route index (see lib/proxy/matcher.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildMatcher } from '@/lib/proxy/matcher';
import { ungatedPaths } from '@/lib/proxy/route-index';

const file = 'proxy.ts';
const paths = ungatedPaths();
const matcher = buildMatcher(paths);
// Written as Prettier writes it (single quotes, one element per line), so a regenerated proxy.ts passes the format check.
const literal = `'${matcher.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const source = readFileSync(file, 'utf8');
const updated = source.replace(
  /(\/\/ <generated-matcher>\n)[\s\S]*?(\n\s*\/\/ <\/generated-matcher>)/,
  `$1  matcher: [\n    ${literal},\n  ],$2`,
);
if (updated === source && !source.includes(literal)) throw new Error('proxy.ts has no <generated-matcher> markers');
writeFileSync(file, updated);
console.log(`proxy.ts matcher: ${matcher.length} characters, ${paths.length} public pages skip the proxy.`);
