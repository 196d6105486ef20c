/**
 * A small, dependency-free PDF writer for the site's own documents (brochures, safety summaries, academy
 * leaflets): A4 pages of wrapped text in the standard Helvetica fonts. The output is deterministic, so the
 * generated files can be committed and checked against their content.
 */
export interface PdfSection {
  heading?: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface PdfDocument {
  title: string;
  subtitle?: string;
  /** Small print at the foot of every page (document code, company). */
  footer: string;
  sections: PdfSection[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_WIDTH = PAGE_WIDTH - MARGIN * 2;

// WinAnsiEncoding for the characters outside Latin-1 that the copy uses.
const WIN_ANSI: Record<string, number> = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '•': 0x95, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '™': 0x99 };

function encode(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = WIN_ANSI[char] ?? char.charCodeAt(0);
    const byte = code <= 0xff ? code : 0x3f; // '?' for anything the standard fonts cannot show
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : byte < 0x20 || byte > 0x7e ? `\\${byte.toString(8).padStart(3, '0')}` : c;
  }
  return out;
}

/** Greedy wrap on an average Helvetica advance of about half the font size per character. */
function wrap(text: string, size: number, width = LINE_WIDTH): string[] {
  const perLine = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Strips the site's inline marks (**bold**, [label](href)) for print. */
export function plain(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
}

interface Line {
  text: string;
  font: 'F1' | 'F2';
  size: number;
  gapBefore: number;
  indent?: number;
}

function layout(document: PdfDocument): Line[] {
  const lines: Line[] = [];
  const push = (text: string, font: Line['font'], size: number, gapBefore: number, indent = 0) =>
    wrap(text, size, LINE_WIDTH - indent).forEach((part, index) => lines.push({ text: part, font, size, gapBefore: index === 0 ? gapBefore : 0, indent }));
  push(document.title, 'F2', 20, 0);
  if (document.subtitle) push(document.subtitle, 'F1', 12, 6);
  for (const section of document.sections) {
    if (section.heading) push(section.heading, 'F2', 13, 18);
    for (const paragraph of section.paragraphs ?? []) push(plain(paragraph), 'F1', 10.5, 6);
    for (const bullet of section.bullets ?? []) push(`• ${plain(bullet)}`, 'F1', 10.5, 3, 10);
  }
  return lines;
}

export function renderPdf(document: PdfDocument): Buffer {
  const pages: string[] = [];
  let content = '';
  let y = PAGE_HEIGHT - MARGIN;
  const footer = () =>
    `BT /F1 8 Tf ${MARGIN} 32 Td (${encode(document.footer)}) Tj ET\nBT /F1 8 Tf ${PAGE_WIDTH - MARGIN - 40} 32 Td (${pages.length + 1}) Tj ET\n`;
  for (const line of layout(document)) {
    const step = line.size * 1.35 + line.gapBefore;
    if (y - step < MARGIN + 20) {
      pages.push(content + footer());
      content = '';
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= step;
    content += `BT /${line.font} ${line.size} Tf ${MARGIN + (line.indent ?? 0)} ${y.toFixed(1)} Td (${encode(line.text)}) Tj ET\n`;
  }
  pages.push(content + footer());

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages tree, filled in below
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  // Info strings use PDFDocEncoding, not WinAnsi: keep the title to plain ASCII there.
  const asciiTitle = document.title.replace(/[–—]/g, '-').replace(/[‘’]/g, "'").replace(/[^\x20-\x7e]/g, '');
  const info = add(`<< /Title (${encode(asciiTitle)}) /Producer (Corcym website) >>`);
  const pageIds = pages.map((stream) => {
    const contentId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`);
    return add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`);
  });
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
