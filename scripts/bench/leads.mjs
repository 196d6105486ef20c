#!/usr/bin/env node
/**
 * Leads inbox benchmark: 100,000 leads in a temporary SQLite database; the 95th percentile of the filtered list
 * query and the time to stream a CSV export of all of them (budgets: 300 ms and 10 s). Runs alone
 * (`node scripts/bench/leads.mjs`: prints its section and writes it into bench/RESULTS.md) and as part of
 * `npm run bench` (scripts/bench/run.mjs calls `measureLeads`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const LIST_BUDGET_MS = 300;
export const EXPORT_BUDGET_S = 10;

/** Runs the measurement (under tsx, with the server-only condition the app's modules need) and returns it. */
export function measureLeads() {
  const run = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/bench/leads-measure.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 20,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
    },
  });
  if (run.status !== 0) throw new Error(`leads benchmark failed (exit ${run.status})`);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

/** The section of bench/RESULTS.md. */
export function leadsSection(result) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const verdict = (ok) => (ok ? 'within budget' : '**OVER BUDGET**');
  return [
    `## Leads inbox (${result.count.toLocaleString('en')} leads)`,
    '',
    `${result.count.toLocaleString('en')} leads seeded in ${result.seedSeconds.toFixed(1)} s (batched inserts). Timed through the inbox's own functions on SQLite: a list page is what \`/admin/leads\` reads (\`listLeadPage\` with its total, and \`leadFacets\` for the filter menus); the export is \`leadsCsvStream\`, the body of \`/api/admin/leads/export\`.`,
    '',
    '| measure | result | budget |',
    '|---|---|---|',
    `| filtered list page, p95 of ${result.listSamples} (11 filters, sorts and deep pages) | ${ms(result.p95)} (p50 ${ms(result.p50)}, max ${ms(result.max)}) | ${LIST_BUDGET_MS} ms: ${verdict(result.p95 < LIST_BUDGET_MS)} |`,
    `| CSV export of every lead, streamed | ${result.exportSeconds.toFixed(2)} s, ${(result.bytes / 2 ** 20).toFixed(1)} MiB, first bytes after ${ms(result.firstChunkMs)} | ${EXPORT_BUDGET_S} s: ${verdict(result.exportSeconds < EXPORT_BUDGET_S)} |`,
    `| live heap growth during the export (sampled after a collection every 10 chunks) | ${result.heapGrowthMb.toFixed(1)} MiB (the file is ${(result.bytes / 2 ** 20).toFixed(1)} MiB) | bounded: one page of 1,000 rows at a time |`,
    '',
    `Slowest list queries: ${result.slowest.map(([query, value]) => `\`${query || '(no filter)'}\` ${ms(value)}`).join(', ')}.`,
    '',
  ].join('\n');
}

export const withinBudget = (result) => result.p95 < LIST_BUDGET_MS && result.exportSeconds < EXPORT_BUDGET_S;

/** Puts the section into RESULTS.md in place of an earlier one, or at the end. */
export function writeLeadsSection(text, file = new URL('../../bench/RESULTS.md', import.meta.url)) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n\n';
  const pattern = /## Leads inbox[\s\S]*?(?=\n## |$)/;
  const updated = pattern.test(current)
    ? current.replace(pattern, text.trimEnd() + '\n')
    : `${current.trimEnd()}\n\n${text}`;
  writeFileSync(file, updated);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = measureLeads();
  const text = leadsSection(result);
  writeLeadsSection(text);
  console.log(text);
  if (!withinBudget(result)) process.exitCode = 1;
}
