/** npm run gen:matcher: rewrites the matcher literal in proxy.ts from the route registry (see lib/proxy/matcher.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildMatcher } from '@/lib/proxy/matcher';
import { bypassesProxy, routes } from '@/lib/routes';

const file = 'proxy.ts';
const matcher = buildMatcher(routes.filter(bypassesProxy).map((route) => route.path));
const source = readFileSync(file, 'utf8');
const updated = source.replace(/(\/\/ <generated-matcher>\n)[\s\S]*?(\n\s*\/\/ <\/generated-matcher>)/, `$1  matcher: [${JSON.stringify(matcher).replace(/'/g, "\\'")}],$2`);
if (updated === source && !source.includes(JSON.stringify(matcher))) throw new Error('proxy.ts has no <generated-matcher> markers');
writeFileSync(file, updated);
console.log(`proxy.ts matcher: ${matcher.length} characters, ${routes.length} registered routes.`);
