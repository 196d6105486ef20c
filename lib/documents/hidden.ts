/** PDFs of the hidden document pages, built from their page text and, where they summarise it, the catalogue. */
import { hiddenDocumentPages } from '../content/hidden/pages';
import { categories, devices, devicesIn, devicePath } from '../content/devices';
import { sectionsFrom } from './catalogue';
import type { PdfDocument, PdfSection } from './pdf';

function extraSections(slug: string): PdfSection[] {
  if (slug === 'file-cc-mk-00263-c') {
    const perceval = devices.find((device) => devicePath(device) === '/devices/aortic/perceval');
    return perceval
      ? [
          ...sectionsFrom(perceval.sections.features, 'Features'),
          ...sectionsFrom(perceval.sections.performance, 'Performance'),
        ]
      : [];
  }
  if (slug === 'file-e-0191-2022-05-a') {
    return categories.map((category) => ({
      heading: category.title,
      paragraphs: [category.lead],
      bullets: devicesIn(category.category).map(
        (device) =>
          `${device.name}${device.market === 'us' ? ' (United States edition)' : ''}: ${device.subtitle}. www.corcym.com${devicePath(device)}`,
      ),
    }));
  }
  return [];
}

export function hiddenDocuments(): { path: string; document: PdfDocument }[] {
  return hiddenDocumentPages.map((page) => ({
    path: page.pdf,
    document: {
      title: page.title,
      subtitle: `${page.lead} Document ${page.code}.`,
      footer: `${page.code} | Corcym`,
      language: 'en',
      sections: [...sectionsFrom(page.blocks), ...extraSections(page.slug)],
    },
  }));
}
