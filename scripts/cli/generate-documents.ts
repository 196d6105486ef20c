/**
 * npm run documents: writes every generated PDF into public/documents, or into private/academy for the academy's
 * learner-only attachments (see lib/documents/catalogue.ts and lib/academy/protected-files.ts).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileForAddress } from '@/lib/academy/protected-files';
import { allDocuments } from '@/lib/documents/all';

async function main() {
  const documents = await allDocuments();
  const wanted = new Set(documents.map((document) => fileForAddress(document.path)));
  for (const directory of [
    ...['brochures', 'safety', 'patients', 'hidden'].map((folder) => join('public', 'documents', folder)),
    dirname(fileForAddress('/documents/academy/x.pdf')),
  ]) {
    mkdirSync(directory, { recursive: true });
    // Files no content refers to any more are removed, so the folder never serves an orphan.
    for (const file of readdirSync(directory)) if (!wanted.has(join(directory, file))) rmSync(join(directory, file));
  }
  for (const { path, bytes } of documents) {
    const file = fileForAddress(path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  console.log(`Wrote ${documents.length} documents.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
