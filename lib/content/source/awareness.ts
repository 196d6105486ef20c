import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import type { AwarenessBlock, AwarenessChapter, AwarenessTopic, AwarenessTopicName } from '../awareness/types';
import { inlineSegments } from '../inline';
import { ContentError } from './errors';
import { splitFrontMatter } from './front-matter';
import { HEADING_ID, oneLine, place, type DirectiveToken, type PlacedToken } from './markdown';
import type { Tokens } from 'marked';

/**
 * content/awareness/{locale}/{topic}.md: one file per language and topic. Chapters are `# Title {#slug}`; inside
 * them `###` headings (with an optional `{#anchor}`), paragraphs, bulleted lists, a `:::faq` of `### Question`
 * each followed by its answer paragraphs, and the placeholders `::guide` and `::references`.
 *
 * A translation has the same structure as English: the same chapters and anchors, and the same blocks in the same
 * order (a paragraph for a paragraph, a list of as many items); any difference stops the build with its line.
 */
const text = z.string().trim().min(1, 'must not be empty');
const frontMatterSchema = z.strictObject({
  disclaimer: text,
  references: z.array(text).min(1),
  guide: z.strictObject({ title: text, subtitle: text, pdf: text, disclaimer: text }),
});

export const awarenessTopicNames: readonly AwarenessTopicName[] = ['aortic', 'mitral'];

interface Placed<T> {
  value: T;
  line: number;
  /** The line of each block, for messages. */
  blockLines: number[];
}

function readChapters(body: string, file: string, firstLine: number): Placed<AwarenessChapter>[] {
  const chapters: Placed<AwarenessChapter>[] = [];
  for (const { token, line } of place(body, firstLine)) {
    if (token.type === 'space') continue;
    if (token.type === 'heading' && token.depth === 1) {
      const match = HEADING_ID.exec(token.text);
      if (!match) throw new ContentError(file, line, 'a chapter heading ends with its address, e.g. # Title {#heart}');
      chapters.push({ value: { slug: match[2]!, title: match[1]!, blocks: [] }, line, blockLines: [] });
      continue;
    }
    const chapter = chapters.at(-1);
    if (!chapter) throw new ContentError(file, line, 'the text starts with a chapter heading: # Title {#slug}');
    chapter.value.blocks.push(readBlock({ token, line }, file));
    chapter.blockLines.push(line);
  }
  return chapters;
}

function readBlock({ token, line }: PlacedToken, file: string): AwarenessBlock {
  if (token.type === 'paragraph') return { type: 'p', text: oneLine(token.text) };
  if (token.type === 'heading' && token.depth === 3) {
    const match = HEADING_ID.exec(token.text);
    return match ? { type: 'h3', text: match[1]!, id: match[2]! } : { type: 'h3', text: token.text };
  }
  if (token.type === 'list' && !(token as Tokens.List).ordered)
    return { type: 'list', items: (token as Tokens.List).items.map((item) => oneLine(item.text)) };
  if (token.type === 'directive') {
    const directive = token as unknown as DirectiveToken;
    if (directive.name === 'guide' || directive.name === 'references') return { type: directive.name };
    if (directive.name === 'faq') return readFaq(directive.body, file, line);
  }
  throw new ContentError(
    file,
    line,
    'an awareness chapter holds ### headings, paragraphs, bulleted lists, :::faq, ::guide and ::references',
  );
}

function readFaq(body: string, file: string, line: number): AwarenessBlock {
  const items: { q: string; a: string[] }[] = [];
  for (const { token, line: at } of place(body, line + 1)) {
    if (token.type === 'space') continue;
    if (token.type === 'heading' && token.depth === 3) items.push({ q: token.text, a: [] });
    else if (token.type === 'paragraph' && items.length) items.at(-1)!.a.push(oneLine(token.text));
    else throw new ContentError(file, at, 'a question is a "### Question" followed by its answer paragraphs');
  }
  return { type: 'faq', items };
}

/** The shape a translation must share with English. */
const shapeOf = (block: AwarenessBlock) =>
  block.type === 'list'
    ? `a list of ${block.items.length} items`
    : block.type === 'faq'
      ? `questions with ${block.items.map((item) => item.a.length).join('/')} answers`
      : block.type === 'h3'
        ? `a ### heading${block.id ? ` {#${block.id}}` : ''}`
        : ({ p: 'a paragraph', guide: '::guide', references: '::references' } as const)[block.type];

/** The inline texts of a block, in reading order. */
export function inlineTexts(block: AwarenessBlock): string[] {
  if (block.type === 'p' || block.type === 'h3') return [block.text];
  if (block.type === 'list') return block.items;
  if (block.type === 'faq') return block.items.flatMap((item) => [item.q, ...item.a]);
  return [];
}

export function readAwarenessTopic(
  root: string,
  locale: string,
  topic: AwarenessTopicName,
  english?: { topic: AwarenessTopic; lines: number[][] },
): { topic: AwarenessTopic; lines: number[][] } {
  const path = join(root, 'awareness', locale, `${topic}.md`);
  const file = relative(process.cwd(), path);
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    throw new ContentError(file, 0, `missing: every awareness language has the ${topic} topic`);
  }
  const { yaml, body, bodyLine } = splitFrontMatter(source, file);
  const front = yaml.check(frontMatterSchema);
  const chapters = readChapters(body, file, bodyLine);
  const lines = chapters.map((chapter) => [chapter.line]);
  for (const { value, blockLines } of chapters) {
    value.blocks.forEach((block, index) => {
      for (const inline of inlineTexts(block))
        for (const segment of inlineSegments(inline))
          if (segment.kind === 'ref' && (segment.number < 1 || segment.number > front.references.length))
            throw new ContentError(
              file,
              blockLines[index]!,
              `[^${segment.number}] cites a reference the topic does not list`,
            );
    });
  }
  if (english) {
    const expected = english.topic.chapters;
    if (chapters.length !== expected.length)
      throw new ContentError(file, bodyLine, `${chapters.length} chapters where English has ${expected.length}`);
    chapters.forEach(({ value, line, blockLines }, index) => {
      const model = expected[index]!;
      if (value.slug !== model.slug)
        throw new ContentError(file, line, `chapter {#${value.slug}} where English has {#${model.slug}}`);
      const shapes = value.blocks.map(shapeOf);
      const modelShapes = model.blocks.map(shapeOf);
      const found = modelShapes.findIndex((shape, at) => shape !== shapes[at]);
      const differs = found >= 0 ? found : shapes.length !== modelShapes.length ? modelShapes.length : -1;
      if (differs >= 0)
        throw new ContentError(
          file,
          blockLines[differs] ?? blockLines.at(-1) ?? line,
          `English has ${modelShapes[differs] ?? 'no more blocks'} here, this file ${shapes[differs] ?? 'nothing'} (chapter {#${value.slug}})`,
        );
    });
    if (front.references.length !== english.topic.references.length)
      throw new ContentError(
        file,
        yaml.lineOf(['references']),
        `${front.references.length} references where English has ${english.topic.references.length}`,
      );
  }
  return { topic: { topic, ...front, chapters: chapters.map((chapter) => chapter.value) }, lines };
}

/** Every language's topics, English first, each held to the English structure. */
export function readAwareness(root: string, locales: readonly string[]): Record<string, AwarenessTopic[]> {
  const english = awarenessTopicNames.map((topic) => readAwarenessTopic(root, 'en', topic));
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      awarenessTopicNames.map((topic, index) =>
        locale === 'en' ? english[index]!.topic : readAwarenessTopic(root, locale, topic, english[index]).topic,
      ),
    ]),
  );
}
