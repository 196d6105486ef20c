/**
 * The patient guide booklets (tab six of the awareness pages): each topic's chapters in one PDF per language,
 * built from the same content files as the pages (content/awareness/).
 */
import { awarenessTopicsIn, type AwarenessBlock } from '../content/awareness';
import { guideFile, guideLocales } from '../content/awareness/guides';
import { htmlLangFor } from '../i18n/locales';
import type { PdfDocument, PdfSection } from './pdf';

/** Booklet text is plain: bold is dropped and a citation [^n] reads [n], as on paper. */
const plain = (text: string) => text.replace(/\[\^(\d+)\]/g, '[$1]').replace(/\*\*/g, '');

export function patientGuides(): { path: string; document: PdfDocument }[] {
  return guideLocales.flatMap((locale) =>
    awarenessTopicsIn(locale).map((topic) => {
      const sections: PdfSection[] = [];
      for (const chapter of topic.chapters) {
        const paragraphs: string[] = [];
        sections.push({ heading: chapter.title, paragraphs, bullets: [] });
        // The booklet's own chapter is its title page's subject: only its heading is printed.
        if (chapter.blocks.some((block) => block.type === 'guide')) continue;
        const add = (block: AwarenessBlock) => {
          if (block.type === 'h3' || block.type === 'p') paragraphs.push(plain(block.text));
          else if (block.type === 'list') paragraphs.push(...block.items.map((item) => `• ${plain(item)}`));
          else if (block.type === 'faq') for (const item of block.items) paragraphs.push(item.q, ...item.a.map(plain));
          else if (block.type === 'references')
            paragraphs.push(...topic.references.map((reference, index) => `[${index + 1}] ${reference}`));
        };
        chapter.blocks.forEach(add);
      }
      sections.push({ heading: topic.guide.title, paragraphs: [topic.guide.disclaimer, topic.disclaimer] });
      return {
        path: guideFile(topic.topic, locale),
        document: {
          title: topic.guide.title,
          subtitle: topic.guide.subtitle,
          footer: 'Corcym | www.corcym.com',
          language: htmlLangFor(locale),
          sections,
        },
      };
    }),
  );
}
