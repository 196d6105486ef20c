/**
 * What a reader gets out of a PDF, as read by Mozilla's pdf.js (the engine of Firefox's viewer): the text page
 * after page, extracted through the embedded fonts' Unicode maps (so it proves the text is searchable), and the
 * document's information dictionary.
 */
async function open(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // In Node, pdf.js runs its parser on the main thread when the worker module is already loaded.
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
}

export async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfPages(bytes)).join('\n');
}

/** The text of each page. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await open(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

export async function pdfInfo(bytes: Buffer): Promise<Record<string, unknown>> {
  const pdf = await open(bytes);
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return info as Record<string, unknown>;
}
