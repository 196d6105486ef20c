import { renderPdf, type PdfDocument } from './pdf';
import { catalogueDocuments } from './catalogue';
import { patientGuides } from './patient-guides';
import { hiddenDocuments } from './hidden';

/** Every generated document of the site: path under public/ and its bytes. */
export function allDocuments(): { path: string; bytes: Buffer }[] {
  const documents: { path: string; document: PdfDocument }[] = [...catalogueDocuments(), ...patientGuides(), ...hiddenDocuments()];
  return documents.map(({ path, document }) => ({ path, bytes: renderPdf(document) }));
}
