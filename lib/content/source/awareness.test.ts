/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorAfterEditing as editedFolderError } from '@/tests/content-folder';
import { locales } from '@/lib/i18n/locales';
import type { AwarenessTopic } from '../awareness/types';
import { inlineTexts, readAwareness } from './awareness';

const all = readAwareness('content', locales);

/** Every inline text of a topic in reading order, with where it sits. */
function texts(topic: AwarenessTopic): [string, string][] {
  return [
    ['disclaimer', topic.disclaimer],
    ...Object.entries(topic.guide).map(([key, text]): [string, string] => [`guide.${key}`, text]),
    ...topic.chapters.flatMap((chapter) =>
      [chapter.title, ...chapter.blocks.flatMap(inlineTexts)].map((text, index): [string, string] => [
        `${chapter.slug} ${index}`,
        text,
      ]),
    ),
  ];
}

describe.each(locales.filter((locale) => locale !== 'en'))('the %s awareness pages', (locale) => {
  it.each([0, 1])('topic %i keeps every bold mark and citation of the English text', (index) => {
    const marks = (text: string) => [...text.matchAll(/\*\*|\[\^\d+\]/g)].map((match) => match[0]).join(' ');
    const english = texts(all.en![index]!);
    const translated = texts(all[locale]![index]!);
    expect(translated.map(([where, text]) => [where, marks(text)])).toEqual(
      english.map(([where, text]) => [where, marks(text)]),
    );
  });

  it.each([0, 1])('topic %i is translated: no sentence is left in English', (index) => {
    const english = new Map(texts(all.en![index]!));
    const left = texts(all[locale]![index]!).filter(([where, text]) => english.get(where) === text && text.length > 12);
    expect(left).toEqual([]);
  });
});

const errorAfterEditing = (path: string, edit: (text: string) => string) =>
  editedFolderError(path, edit, (root) => readAwareness(root, locales));

const lineOf = (path: string, start: string) =>
  readFileSync(join('content', path), 'utf8')
    .split('\n')
    .findIndex((line) => line.startsWith(start)) + 1;

describe('a translation that drifts from English stops the build with its file and line', () => {
  it('a paragraph left out', () => {
    const file = 'awareness/de/aortic.md';
    const source = readFileSync(join('content', file), 'utf8');
    const paragraph = source.split('\n')[lineOf(file, 'Ihr Herz') - 1]!;
    const edited = source.replace(`${paragraph}\n\n`, '');
    // The first chapter reads heading, paragraph, paragraph, heading: without its first paragraph, the second
    // heading stands where English has the second paragraph.
    const secondHeading = edited.split('\n').filter((line) => line.startsWith('### '))[1]!;
    expect(errorAfterEditing(file, () => edited)).toBe(
      `content/${file}:${edited.split('\n').indexOf(secondHeading) + 1}: English has a paragraph here, this file a ### heading (chapter {#heart})`,
    );
  });

  it('a chapter address changed', () => {
    const file = 'awareness/fr/mitral.md';
    expect(errorAfterEditing(file, (text) => text.replace('{#faq}', '{#questions}'))).toBe(
      `content/${file}:${
        readFileSync(join('content', file), 'utf8')
          .split('\n')
          .findIndex((line) => line.endsWith('{#faq}')) + 1
      }: chapter {#questions} where English has {#faq}`,
    );
  });

  it('a citation of a reference the topic does not list', () => {
    const file = 'awareness/it/aortic.md';
    const message = errorAfterEditing(file, (text) => text.replace('[^1]', '[^9]'));
    expect(message).toMatch(
      /^content\/awareness\/it\/aortic\.md:\d+: \[\^9\] cites a reference the topic does not list$/,
    );
  });
});
