/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { fileForAddress } from '@/lib/academy/protected-files';
import { documentSources } from '@/lib/documents/all';
import { plain, renderPdf, type PdfDocument } from '@/lib/documents/pdf';
import { guideFile } from '@/lib/content/awareness/guides';
import { awarenessTopicsIn } from '@/lib/content/awareness';
import { pdfInfo, pdfPages, pdfText } from './pdf-text';

const sources = documentSources();
const rendered = new Map<string, Buffer>();
const bytesOf = (path: string) => rendered.get(path)!;
const KB = 1024;

beforeAll(async () => {
  for (const { path, document } of sources) rendered.set(path, await renderPdf(document));
}, 240_000);

describe('generated documents', () => {
  it.each(sources.map((source) => [source.path] as const))('%s is a PDF, committed and up to date', (path) => {
    const file = fileForAddress(path);
    expect(existsSync(file)).toBe(true);
    expect(bytesOf(path).subarray(0, 5).toString()).toBe('%PDF-');
    // A content change must come with `npm run documents`.
    expect(readFileSync(file).equals(bytesOf(path))).toBe(true);
  });

  it('renders the same bytes every time and in any order (fixed dates, producer and document ID)', async () => {
    for (const { path, document } of sources.slice(0, 12).reverse())
      expect((await renderPdf(document)).equals(bytesOf(path))).toBe(true);
    const { path, document } = sources.find((source) => source.path === guideFile('aortic', 'zh'))!;
    expect((await renderPdf(document)).equals(bytesOf(path))).toBe(true);
    expect(await pdfInfo(bytesOf(path))).toMatchObject({
      Producer: 'Corcym website',
      CreationDate: 'D:20250101000000Z',
      ModDate: 'D:20250101000000Z',
      Language: 'zh-CN',
    });
  });

  it('embeds subset fonts, not the standard ones whose widths were guessed', () => {
    for (const { path, document } of sources) {
      const pdf = bytesOf(path).toString('latin1');
      const font = document.language.startsWith('zh') ? 'NotoSansSC' : 'Inter';
      // A subset's name carries a six-letter tag: ABCDEF+Inter-Regular.
      expect(pdf).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}`));
      expect(pdf).toContain('/FontFile2');
      expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
    }
  });

  it('refuses text its font cannot set rather than print empty boxes', async () => {
    const japanese: PdfDocument = {
      title: '患者ガイド',
      footer: 'Corcym',
      language: 'ja',
      sections: [{ paragraphs: ['心臓'] }],
    };
    await expect(renderPdf(japanese)).rejects.toThrow('"ガ" U+30AC');
    const chinese: PdfDocument = { ...japanese, title: '患者指南', language: 'zh-CN' };
    await expect(renderPdf({ ...chinese, sections: [{ paragraphs: ['हृदय'] }] })).rejects.toThrow('"ह" U+0939');
    await expect(renderPdf(chinese)).resolves.toBeInstanceOf(Buffer);
  });

  it('keeps every file small: a Chinese booklet well under 1 MB, the others under 100 KB', () => {
    for (const { path, document } of sources) {
      const bound = document.language.startsWith('zh') ? 400 * KB : 100 * KB;
      expect({ path, size: bytesOf(path).length, withinBound: bytesOf(path).length < bound }).toMatchObject({
        withinBound: true,
      });
    }
  });
});

// Extracted lines break where the layout wrapped them: compare without white space.
const squash = (text: string) => text.replace(/\s+/g, '');

describe('patient guide booklets', () => {
  it.each(['en', 'zh', 'fr', 'de', 'it', 'nl', 'es'])(
    'the %s booklets carry their title and chapter headings in that language',
    async (locale) => {
      for (const topic of awarenessTopicsIn(locale)) {
        const text = squash(await pdfText(bytesOf(guideFile(topic.topic, locale))));
        const headings = [topic.guide.title, ...topic.chapters.map((chapter) => chapter.title)];
        for (const heading of headings) expect(text).toContain(squash(heading));
      }
    },
  );

  it('the Chinese booklet is set in Chinese, not the English one', async () => {
    const text = await pdfText(bytesOf(guideFile('aortic', 'zh')));
    expect(text).toContain('您的主动脉瓣');
    expect((text.match(/[\u4e00-\u9fff]/g) ?? []).length).toBeGreaterThan(2000);
    expect(squash(text)).not.toContain(squash(awarenessTopicsIn('en')[0]!.guide.title));
  });

  it('the Chinese awareness page links the Chinese booklet; an unknown language gets the English one', () => {
    expect(guideFile('mitral', 'zh')).toBe('/documents/patients/mitral-valve-disease-patient-guide-zh.pdf');
    expect(guideFile('aortic', 'pt')).toBe('/documents/patients/aortic-valve-disease-patient-guide-en.pdf');
  });
});

/** Every string the document prints, as the writer was given it. */
const printed = (document: PdfDocument) => [
  document.title,
  document.subtitle ?? '',
  ...document.sections.flatMap((section) =>
    [section.heading ?? '', ...(section.paragraphs ?? []), ...(section.bullets ?? [])].map(plain),
  ),
];

describe('text a reader can copy', () => {
  it.each(['/perceval.pdf', '/memo4d-eu.pdf', '/e-0191-2022-05-a.pdf', '-zh.pdf', '-de.pdf'])(
    'every line of the documents ending %s is extractable',
    async (ending) => {
      for (const { path, document } of sources.filter((source) => source.path.endsWith(ending))) {
        const pages = await pdfPages(bytesOf(path));
        // Each page ends with its footer and number; without them, a paragraph that runs on to the next page is whole.
        pages.forEach((page, index) =>
          expect(squash(page).endsWith(`${squash(document.footer)}${index + 1}`)).toBe(true),
        );
        const text = pages
          .map((page, index) => squash(page).slice(0, -`${squash(document.footer)}${index + 1}`.length))
          .join('');
        for (const line of printed(document)) expect(text).toContain(squash(line));
      }
    },
  );
});
