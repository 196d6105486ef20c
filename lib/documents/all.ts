import { renderPdf, type PdfDocument } from './pdf';
import { catalogueDocuments } from './catalogue';

/** Every generated document of the site: path under public/ and its bytes. */
export function allDocuments(): { path: string; bytes: Buffer }[] {
  const documents: { path: string; document: PdfDocument }[] = [...catalogueDocuments()];
  return documents.map(({ path, document }) => ({ path, bytes: renderPdf(document) }));
}
