/**
 * The measuring half of `node scripts/bench/leads.mjs` (run under tsx so it calls the app's own TypeScript):
 * seeds 100,000 leads into a fresh temporary SQLite database, then times the inbox's list query and its CSV
 * export stream exactly as the /admin/leads page (rows, total and filter menus) and /api/admin/leads/export
 * call them. Prints JSON on stdout.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { migrate, openDatabase } from '@/lib/server/db';
import { leadSearchText } from '@/lib/server/leads/repository';
import { leadsCsvStream } from '@/lib/server/leads/export';
import { leadFacets } from '@/lib/server/leads/facets';
import { listLeadPage } from '@/lib/server/leads/inbox-query';
import { parseLeadQuery } from '@/lib/leads/inbox';

const COUNT = Number(process.env.BENCH_LEADS || 100_000);
const LIST_RUNS = Number(process.env.BENCH_LEADS_RUNS || 40);
const log = (message: string) => console.error(`[bench:leads] ${message}`);

const forms = ['brochure', 'onboarding', 'contact', 'customer-service', 'grant'] as const;
const statuses = ['new', 'new', 'new', 'in_progress', 'done', 'spam'] as const;
const topics = ['general', 'customer-service', 'product-safety', 'privacy', 'partnering', 'research', 'grants'];
const countries = [
  'Italy',
  'Germany',
  'France',
  'United States',
  'Japan',
  'Brazil',
  'India',
  'Spain',
  'Canada',
  'Australia',
];
const firstNames = [
  'Anna',
  'Luca',
  'Marie',
  'Jonas',
  'Sofia',
  'Kenji',
  'Priya',
  'Carlos',
  'Emma',
  'Noah',
  'Zoë',
  'Søren',
];
const lastNames = [
  'Rossi',
  'Müller',
  'Dubois',
  'Smith',
  'Tanaka',
  'Silva',
  'Patel',
  'García',
  'Brown',
  'Nguyen',
  'Kowalski',
  'Ólafsson',
];
const words = [
  'valve',
  'ring',
  'annuloplasty',
  'training',
  'order',
  'invoice',
  'surgery',
  'study',
  'grant',
  'brochure',
  'sizing',
  'delivery',
];

function seed(path: string) {
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const insert = sqlite.prepare(
    `insert into leads (id, form, topic, first_name, last_name, email, country, organisation, message, details, attachment_key, status, assigned_to, created_at, updated_at, search_text)
     values (@id, @form, @topic, @first_name, @last_name, @email, @country, @organisation, @message, @details, null, @status, null, @created_at, @created_at, @search_text)`,
  );
  const start = Date.parse('2024-01-01T00:00:00Z');
  const insertBatch = sqlite.transaction((from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      const id = randomUUID();
      const form = forms[index % forms.length]!;
      const input = {
        form,
        topic: form === 'contact' ? topics[index % topics.length]! : null,
        firstName: firstNames[index % firstNames.length]!,
        lastName: lastNames[(index * 7) % lastNames.length]!,
        email: `person${index}@example${index % 97}.com`,
        country: countries[(index * 3) % countries.length]!,
        organisation: `Hospital ${index % 500}`,
        // A formula-looking message now and then, as a hostile visitor would type.
        message:
          index % 50 === 0
            ? `=HYPERLINK("http://x.example","${index}")`
            : `About the ${words[index % words.length]} and the ${words[(index * 5) % words.length]}, "quoted", over\ntwo lines`,
        details: { marketing_consent: index % 2 === 0 },
      };
      insert.run({
        id,
        form,
        topic: input.topic,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        country: input.country,
        organisation: input.organisation,
        message: input.message,
        details: JSON.stringify(input.details),
        status: statuses[index % statuses.length]!,
        created_at: new Date(start + index * 60_000).toISOString(),
        search_text: leadSearchText(id, input),
      });
    }
  });
  for (let from = 0; from < COUNT; from += 10_000) insertBatch(from, Math.min(COUNT, from + 10_000));
  sqlite.exec('analyze');
  sqlite.close();
}

/** The filtered list pages staff open most: per form, per status, searched, by country and dates, sorted. */
const listQueries = [
  '',
  'form=contact',
  'form=grant&status=new',
  'status=in_progress&sort=name&dir=asc',
  'q=rossi',
  'q=valve+italy',
  'form=contact&topic=privacy',
  'country=Germany&from=2024-02-01&to=2024-02-28',
  'sort=form&dir=asc&page=40',
  'form=brochure&q=hospital+12&sort=status',
  'page=1500',
].map((query) => ({ query, parsed: parseLeadQuery(new URLSearchParams(query)) }));

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!;

async function main() {
  const directory = mkdtempSync(join(tmpdir(), 'bench-leads-'));
  const path = join(directory, 'site.db');
  try {
    const db = openDatabase({ kind: 'sqlite', path });
    await migrate(db);
    log(`seeding ${COUNT} leads`);
    let started = performance.now();
    seed(path);
    const seedSeconds = (performance.now() - started) / 1000;

    log(`list query, ${LIST_RUNS} rounds of ${listQueries.length} filtered pages`);
    const timings: number[] = [];
    const slowest = new Map<string, number>();
    for (let round = 0; round < LIST_RUNS; round += 1) {
      for (const { query, parsed } of listQueries) {
        const begin = performance.now();
        // What the /admin/leads page reads: the page of rows with its total, and the filter menus.
        await Promise.all([listLeadPage(db, parsed), leadFacets(db)]);
        const elapsed = performance.now() - begin;
        if (round > 0) timings.push(elapsed); // round 0 warms the page cache
        slowest.set(query, Math.max(slowest.get(query) ?? 0, elapsed));
      }
    }

    log('CSV export of every lead');
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    let bytes = 0;
    let records = 0;
    let firstChunkMs = 0;
    let chunks = 0;
    started = performance.now();
    const reader = leadsCsvStream(db, parseLeadQuery(new URLSearchParams(''))).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstChunkMs) firstChunkMs = performance.now() - started;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) records += 1;
      // What the export keeps alive, not the garbage it has not collected yet: collect before sampling.
      if (++chunks % 10 === 0 && global.gc) {
        global.gc();
        heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      }
    }
    const exportSeconds = (performance.now() - started) / 1000;
    await db.destroy();

    console.log(
      JSON.stringify({
        count: COUNT,
        seedSeconds,
        listSamples: timings.length,
        p50: percentile(timings, 0.5),
        p95: percentile(timings, 0.95),
        max: Math.max(...timings),
        slowest: [...slowest.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3),
        exportSeconds,
        firstChunkMs,
        bytes,
        // Line feeds: one per record, plus those inside quoted messages.
        lineFeeds: records,
        heapGrowthMb: (heapPeak - heapBefore) / 2 ** 20,
      }),
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
