/**
 * npm run gen (this, then the route index): reads the content folder (content/, docs/content.md), checks every
 * file against its schema (lib/content/source/schemas.ts) and writes the typed modules the site imports
 * (lib/generated/content/, not committed). A mistake stops here with its file and line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { ContentError } from '@/lib/content/source/errors';
import { CONTENT_ROOT, GENERATED_CONTENT, renderCollections } from '@/lib/content/source/collections';

try {
  mkdirSync(GENERATED_CONTENT, { recursive: true });
  const written = renderCollections(CONTENT_ROOT);
  for (const [file, source] of written) writeFileSync(`${GENERATED_CONTENT}/${file}`, source);
  console.log(`${CONTENT_ROOT}/ checked: ${[...written.keys()].join(', ')} written to ${GENERATED_CONTENT}/.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`\nContent error\n  ${error.message}\n`);
  process.exit(1);
}
