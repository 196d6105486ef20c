/**
 * The PDF writer for the site's own documents (brochures, safety summaries, patient guides, academy leaflets):
 * A4 pages of wrapped text set in an embedded, subset font, laid out by PDFKit. The output is byte-stable (fixed
 * dates, producer and so document ID), so the generated files can be committed and checked against their content.
 */
import PDFDocument from 'pdfkit';
import { fontsFor, missingCharacters, type PdfFonts } from './fonts';

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
  /** BCP 47 tag of the text ('en', 'zh-CN'): picks the font and tells readers and screen readers the language. */
  language: string;
  sections: PdfSection[];
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const LINE_WIDTH = PAGE_WIDTH - MARGIN * 2;
const FOOTER_TOP = PAGE_HEIGHT - 40;
const BULLET_INDENT = 10;
const BULLET_TEXT_INDENT = 22;
const LEADING = 1.35;

/**
 * Every file carries this date instead of the time it was generated: a regeneration with unchanged content must
 * give the same bytes (PDFKit derives the document ID from the info dictionary, dates included).
 */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

/** Strips the site's inline marks (**bold**, [label](href)) for print. */
export function plain(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
}

type Style = { font: keyof PdfFonts; size: number };
const TITLE: Style = { font: 'bold', size: 20 };
const SUBTITLE: Style = { font: 'regular', size: 12 };
const HEADING: Style = { font: 'bold', size: 13 };
const BODY: Style = { font: 'regular', size: 10.5 };
const SMALL: Style = { font: 'regular', size: 8 };

function writeBody(pdf: PDFKit.PDFDocument, document: PdfDocument): void {
  const setStyle = (style: Style) => {
    pdf.font(style.font).fontSize(style.size);
    // Line spacing of 1.35 x the size whatever the font's own metrics; CJK fonts are already taller than that.
    return Math.max(0, style.size * LEADING - pdf.currentLineHeight(true));
  };
  const room = (height: number) => {
    if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
  };
  const block = (text: string, style: Style, gapBefore: number, x = MARGIN, width = LINE_WIDTH) => {
    const lineGap = setStyle(style);
    pdf.y += gapBefore;
    room(style.size * LEADING);
    pdf.text(text, x, pdf.y, { width, lineGap });
  };

  block(document.title, TITLE, 0);
  if (document.subtitle) block(document.subtitle, SUBTITLE, 6);
  for (const section of document.sections) {
    if (section.heading) {
      // A heading is kept with the first line that follows it.
      pdf.y += 18;
      room(HEADING.size * LEADING * 2 + BODY.size * LEADING);
      block(section.heading, HEADING, 0);
    }
    for (const paragraph of section.paragraphs ?? []) block(plain(paragraph), BODY, 6);
    for (const bullet of section.bullets ?? []) {
      const lineGap = setStyle(BODY);
      pdf.y += 3;
      room(BODY.size * LEADING);
      // A hanging bullet: the mark in the indent, the wrapped lines aligned after it.
      const top = pdf.y;
      pdf.text('•', MARGIN + BULLET_INDENT, top, { lineBreak: false });
      pdf.text(plain(bullet), MARGIN + BULLET_TEXT_INDENT, top, { width: LINE_WIDTH - BULLET_TEXT_INDENT, lineGap });
    }
  }
}

function writeFooters(pdf: PDFKit.PDFDocument, footer: string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // The footer sits in the bottom margin; without this PDFKit would start a new page for it.
    pdf.page.margins.bottom = 0;
    pdf.font(SMALL.font).fontSize(SMALL.size);
    pdf.text(footer, MARGIN, FOOTER_TOP, { width: LINE_WIDTH - 40, lineBreak: false });
    pdf.text(String(index + 1), MARGIN, FOOTER_TOP, { width: LINE_WIDTH, align: 'right', lineBreak: false });
  }
}

/** A character the font cannot set would print as an empty box and copy as nothing: refuse the document instead. */
function assertPrintable(document: PdfDocument, fonts: PdfFonts): void {
  const text = [document.title, document.subtitle, document.footer, '•0123456789']
    .concat(
      document.sections.flatMap((section) => [
        section.heading,
        ...(section.paragraphs ?? []),
        ...(section.bullets ?? []),
      ]),
    )
    .join(' ');
  const missing = new Set([...missingCharacters(fonts.regular, text), ...missingCharacters(fonts.bold, text)]);
  if (missing.size > 0) {
    const list = [...missing]
      .map((character) => `"${character}" U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
      .join(', ');
    throw new Error(
      `"${document.title}" (${document.language}) has characters its font cannot set: ${list}. Give the language a font in lib/documents/fonts.ts.`,
    );
  }
}

export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  const fonts = fontsFor(document.language);
  assertPrintable(document, fonts);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + 20 },
    bufferPages: true,
    lang: document.language,
    displayTitle: true,
    info: {
      Title: document.title,
      Author: 'Corcym',
      Producer: 'Corcym website',
      Creator: 'Corcym website',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  writeBody(pdf, document);
  writeFooters(pdf, document.footer);
  pdf.end();
  return done;
}
