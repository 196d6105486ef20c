/** npm run documents: writes every generated PDF into public/documents (see lib/documents/catalogue.ts). */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { allDocuments } from '@/lib/documents/all';

const documents = allDocuments();
const wanted = new Set(documents.map((document) => join('public', document.path)));
for (const folder of ['brochures', 'safety', 'academy', 'patients', 'hidden']) {
  const directory = join('public', 'documents', folder);
  mkdirSync(directory, { recursive: true });
  // Files no content refers to any more are removed, so the folder never serves an orphan.
  for (const file of readdirSync(directory)) if (!wanted.has(join(directory, file))) rmSync(join(directory, file));
}
for (const { path, bytes } of documents) {
  mkdirSync(dirname(join('public', path)), { recursive: true });
  writeFileSync(join('public', path), bytes);
}
console.log(`Wrote ${documents.length} documents to public/documents.`);
