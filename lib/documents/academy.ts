/** PDFs of the Corcym Academy: the leaflets the seed course attaches to its lectures. */
import { academyDocuments } from '../content/academy/documents';
import { sectionsFrom } from './catalogue';
import type { PdfDocument } from './pdf';

export function academyDocumentFiles(): { path: string; document: PdfDocument }[] {
  return academyDocuments.map((document) => ({
    path: document.path,
    document: {
      title: document.title,
      subtitle: `${document.lead} Document ${document.code}.`,
      footer: `${document.code} | Corcym`,
      language: 'en',
      sections: sectionsFrom(document.blocks),
    },
  }));
}
