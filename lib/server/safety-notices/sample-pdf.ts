/**
 * A one-page PDF for the development sample notice, written by hand (PDF 1.4, the standard Helvetica font, no
 * embedded files): a large diagonal "SAMPLE" watermark behind a few lines of text. Byte-stable for the same lines.
 * Only for SEED_SAMPLE_DOCUMENTS=1; real notices are the PDFs regulatory affairs upload.
 */
const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');

export function samplePdf(lines: readonly string[]): Uint8Array {
  const body = [
    'q 0.85 g BT /F1 110 Tf 0.7071 0.7071 -0.7071 0.7071 140 260 Tm (SAMPLE) Tj ET Q',
    'BT /F1 12 Tf 56 780 Td 16 TL',
    ...lines.map((line) => `(${escapePdf(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
