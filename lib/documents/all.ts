import { renderPdf, type PdfDocument } from './pdf';
import { catalogueDocuments } from './catalogue';
import { patientGuides } from './patient-guides';
import { hiddenDocuments } from './hidden';
import { academyDocumentFiles } from './academy';

/** Every generated document of the site: path under public/ and its bytes. */
export function allDocuments(): { path: string; bytes: Buffer }[] {
  const documents: { path: string; document: PdfDocument }[] = [...catalogueDocuments(), ...patientGuides(), ...hiddenDocuments(), ...academyDocumentFiles()];
  return documents.map(({ path, document }) => ({ path, bytes: renderPdf(document) }));
}
