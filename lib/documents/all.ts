import { renderPdf, type PdfDocument } from './pdf';
import { catalogueDocuments } from './catalogue';
import { patientGuides } from './patient-guides';
import { hiddenDocuments } from './hidden';
import { academyDocumentFiles } from './academy';

/** Every generated document of the site: its path under public/ (or the academy's private folder) and content. */
export function documentSources(): { path: string; document: PdfDocument }[] {
  return [...catalogueDocuments(), ...patientGuides(), ...hiddenDocuments(), ...academyDocumentFiles()];
}

/** Every generated document of the site: path and its PDF bytes. */
export async function allDocuments(): Promise<{ path: string; bytes: Buffer }[]> {
  const rendered: { path: string; bytes: Buffer }[] = [];
  // One at a time: the fonts are parsed per document, and the Chinese ones are large.
  for (const { path, document } of documentSources()) rendered.push({ path, bytes: await renderPdf(document) });
  return rendered;
}
