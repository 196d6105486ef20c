/**
 * The patient guide booklets (tab six of the awareness pages): each topic's chapters in one PDF per language,
 * built from the same dictionaries as the pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { awarenessTopics, type AwarenessBlock } from '../content/awareness/structure';
import { guideFile, guideLocales } from '../content/awareness/guides';
import { htmlLangFor } from '../i18n/locales';
import type { PdfDocument, PdfSection } from './pdf';

type Dictionary = Record<string, unknown>;

function lookup(dictionary: Dictionary, namespace: string, key: string): string {
  const scope = dictionary[namespace] as Dictionary;
  const value =
    key in scope
      ? scope[key]
      : key.split('.').reduce<unknown>((node, part) => (node as Dictionary | undefined)?.[part], scope);
  if (typeof value !== 'string') throw new Error(`missing awareness key ${namespace}.${key}`);
  return value.replace(/<ref>(\d+)<\/ref>/g, '[$1]').replace(/<\/?b>/g, '');
}

export function patientGuides(): { path: string; document: PdfDocument }[] {
  return guideLocales.flatMap((locale) => {
    const dictionary = JSON.parse(
      readFileSync(join(process.cwd(), 'messages', 'awareness', `${locale}.json`), 'utf8'),
    ) as Dictionary;
    return awarenessTopics.map((topic) => {
      const text = (key: string) => lookup(dictionary, topic.namespace, key);
      const sections: PdfSection[] = [];
      for (const tab of topic.tabs) {
        const section: PdfSection = { heading: text(tab.titleKey), paragraphs: [], bullets: [] };
        sections.push(section);
        const add = (block: AwarenessBlock) => {
          if (block.type === 'h3' || block.type === 'p') section.paragraphs!.push(text(block.key));
          else if (block.type === 'list') section.paragraphs!.push(...block.keys.map((key) => `• ${text(key)}`));
          else if (block.type === 'faq')
            for (const item of block.items) section.paragraphs!.push(text(item.q), ...item.a.map(text));
          else if (block.type === 'references')
            section.paragraphs!.push(...topic.referencesKeys.map((key, index) => `[${index + 1}] ${text(key)}`));
        };
        if (tab.blocks.some((block) => block.type === 'guide')) continue;
        tab.blocks.forEach(add);
      }
      sections.push({
        heading: text(topic.guide.titleKey),
        paragraphs: [text(topic.guide.disclaimerKey), text(topic.disclaimerKey)],
      });
      return {
        path: guideFile(topic.topic, locale),
        document: {
          title: text(topic.guide.titleKey),
          subtitle: text(topic.guide.subtitleKey),
          footer: 'Corcym | www.corcym.com',
          language: htmlLangFor(locale),
          sections,
        },
      };
    });
  });
}
