/** @jest-environment node */
import PDFDocument from 'pdfkit';
import { checkPdfStructure } from './pdf-structure';

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

async function realPdf(): Promise<Uint8Array> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text('A test page.');
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

test('a PDF as writers make it is accepted, with its version', async () => {
  expect(checkPdfStructure(await realPdf())).toEqual({ ok: true, version: '1.3' });
});

test('what only starts like a PDF is refused with a reason', async () => {
  const pdf = await realPdf();
  const cases: [string, Uint8Array, RegExp][] = [
    ['plain text behind the magic', bytesOf('%PDF-1.7\nnot really a pdf\n'), /end is missing/],
    ['a cut-off download', pdf.subarray(0, Math.floor(pdf.byteLength / 2)), /end is missing/],
    ['no header', bytesOf('hello %PDF-1.4'), /^The file is not a PDF\.$/],
    ['an offset outside the file', bytesOf('%PDF-1.4\n1 0 obj\n<<>>\nendobj\nstartxref\n999999\n%%EOF\n'), /outside/],
    ['an offset at nothing', bytesOf('%PDF-1.4\n1 0 obj\n<<>>\nendobj\nstartxref\n3\n%%EOF\n'), /table of contents/],
    ['empty', new Uint8Array(), /^The file is not a PDF\.$/],
  ];
  for (const [name, bytes, reason] of cases) {
    const answer = checkPdfStructure(bytes);
    expect({ name, ok: answer.ok }).toEqual({ name, ok: false });
    if (!answer.ok) expect(answer.message).toMatch(reason);
  }
});

test('the sample documents the site seeds pass', async () => {
  const { samplePdf } = await import('./seed/sample-pdf');
  expect(checkPdfStructure(samplePdf('Sample', [['A line.']])).ok).toBe(true);
});

test('the small PDF the end-to-end tests upload is complete', async () => {
  const { minimalPdf } = await import('@/tests/e2e/pdf');
  expect(checkPdfStructure(new Uint8Array(minimalPdf('a note'))).ok).toBe(true);
});
