/**
 * A tiny PDF writer for the sample documents of SEED_SAMPLE_DOCUMENTS=1: A4 pages of text in the standard
 * Helvetica font (nothing embedded), each page carrying the watermark "SAMPLE - not for clinical use" across it
 * and in its header and footer. Written here rather than with lib/documents/pdf.ts because the running site (whose
 * start seeds the database) does not load PDFKit and its fonts. Pure: the same input gives the same bytes.
 */
export const SAMPLE_WATERMARK = 'SAMPLE - not for clinical use';

const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

function pageContent(title: string, lines: readonly string[], page: number, pages: number): string {
  const ops: string[] = [
    // The watermark: large, light grey, diagonal.
    'q 0.85 g BT /F1 44 Tf 0.7071 0.7071 -0.7071 0.7071 110 250 Tm',
    `(${escape(SAMPLE_WATERMARK)}) Tj ET Q`,
    `BT /F1 9 Tf 56 800 Td (${escape(`${SAMPLE_WATERMARK} - fictitious document`)}) Tj ET`,
    `BT /F1 16 Tf 56 760 Td (${escape(title)}) Tj ET`,
  ];
  lines.forEach((line, index) => ops.push(`BT /F1 11 Tf 56 ${720 - index * 18} Td (${escape(line)}) Tj ET`));
  ops.push(`BT /F1 9 Tf 56 40 Td (${escape(`${SAMPLE_WATERMARK} - page ${page} of ${pages}`)}) Tj ET`);
  return ops.join('\n');
}

/** A PDF of `pages` (each a list of lines, at most about 35) under one title. */
export function samplePdf(title: string, pages: ReadonlyArray<readonly string[]>): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, index) => {
    const id = pageIds[index]!;
    const stream = pageContent(title, lines, index + 1, pages.length);
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${escape(`${title} - ${SAMPLE_WATERMARK}`)}) /Producer (sample seed) >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
