/**
 * npx tsx --conditions=react-server scripts/cli/content-snapshot.ts [-- --out DIR]
 * Writes the effective version of every controlled item (device editions, legal pages) of the configured database
 * (DATABASE_URL, else the SQLite file) back as content files under DIR (default content/), so a developer gets the
 * database's text as files: to diff, to build a site offline, or to seed another database. The text is the same;
 * the YAML is written by the yaml package, so quoting and comments may differ from a hand-written file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileFromContent, fileOfKey } from '@/lib/server/controlled/content';
import { effectiveContents } from '@/lib/server/controlled/records';
import { runOnConfiguredDatabase } from './configured-database';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'content' } }, strict: true });

runOnConfiguredDatabase('Snapshot failed', async (db, where) => {
  const contents = await effectiveContents(db);
  for (const [key, content] of contents) {
    const path = join(values.out, fileOfKey(key));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, fileFromContent(content));
  }
  console.log(`${where}: ${contents.size} effective version(s) written under ${values.out}/.`);
  return 0;
});
