/**
 * A small but complete PDF for upload tests: one object, a cross-reference table at the offset `startxref` names,
 * and %%EOF (the back office checks that frame, lib/server/pdf-structure.ts). `note` makes files of different bytes.
 */
export function minimalPdf(note = ''): Buffer {
  const head = `%PDF-1.4\n% ${note}\n`;
  const object = '1 0 obj << /Type /Catalog >> endobj\n';
  const xrefAt = head.length + object.length;
  const xref = `xref\n0 2\n0000000000 65535 f \n${String(head.length).padStart(10, '0')} 00000 n \n`;
  return Buffer.from(
    `${head}${object}${xref}trailer << /Size 2 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    'latin1',
  );
}
