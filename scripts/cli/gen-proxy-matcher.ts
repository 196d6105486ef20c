/** npm run gen:matcher: rewrites the matcher literal in proxy.ts from the gate's route index (see lib/proxy/matcher.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildMatcher } from '@/lib/proxy/matcher';
import { ungatedPaths } from '@/lib/proxy/route-index';

const file = 'proxy.ts';
const paths = ungatedPaths();
const matcher = buildMatcher(paths);
const source = readFileSync(file, 'utf8');
const updated = source.replace(/(\/\/ <generated-matcher>\n)[\s\S]*?(\n\s*\/\/ <\/generated-matcher>)/, `$1  matcher: [${JSON.stringify(matcher).replace(/'/g, "\\'")}],$2`);
if (updated === source && !source.includes(JSON.stringify(matcher))) throw new Error('proxy.ts has no <generated-matcher> markers');
writeFileSync(file, updated);
console.log(`proxy.ts matcher: ${matcher.length} characters, ${paths.length} public pages skip the proxy.`);
