#!/usr/bin/env node
// What the built request gate loads: the chunks proxy.ts compiles to, their bytes and gzipped bytes.
// Run after `next build`: `node scripts/bench/proxy-size.mjs [distDir]` (default NEXT_DIST_DIR or .next).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const server = join(process.argv[2] || process.env.NEXT_DIST_DIR || '.next', 'server');
// Next 16 still names the compiled proxy middleware.js; its loader lists the chunks it requires.
const entry = join(server, 'middleware.js');
const chunks = [...readFileSync(entry, 'utf8').matchAll(/R\.c\("server\/(chunks\/[^"]+)"\)/g)].map((match) => match[1]);
const rows = [entry, ...chunks.map((chunk) => join(server, chunk))].map((file) => ({
  file: file.slice(server.length + 1),
  bytes: statSync(file).size,
  gzip: gzipSync(readFileSync(file)).length,
}));
const total = rows.reduce((sum, row) => ({ bytes: sum.bytes + row.bytes, gzip: sum.gzip + row.gzip }), {
  bytes: 0,
  gzip: 0,
});
for (const row of [...rows, { file: 'total (without the shared turbopack runtime)', ...total }]) {
  console.log(`${String(row.bytes).padStart(9)} B ${String(row.gzip).padStart(8)} B gz  ${row.file}`);
}

// Which of the project's own modules the chunks hold, from their source maps (built with source maps on).
const sources = chunks.flatMap((chunk) => {
  const map = join(server, `${chunk}.map`);
  if (!existsSync(map)) return [];
  const json = JSON.parse(readFileSync(map, 'utf8'));
  return (json.sections ? json.sections.flatMap((section) => section.map.sources) : json.sources).map((source) =>
    source.replace(/^(\.\.\/)+/, ''),
  );
});
const own = sources.filter((source) => !source.startsWith('node_modules/'));
const content = own.filter((source) => /^lib\/(content|news|server)\//.test(source));
console.log(`project modules: ${own.length}, of which lib/content, lib/news or lib/server: ${content.length}`);
