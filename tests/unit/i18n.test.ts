/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@/lib/i18n/locales';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const load = (file: string) => flatten(JSON.parse(readFileSync(join('messages', file), 'utf8')) as Tree);
const dictionaries = [''];

// Values that are the same in every language: names, codes, literature citations.
const SAME_EVERYWHERE = [/^nav\.eras$/, /^nav\.ctScan$/, /^footer\.copyright$/, /^device\.ifu$/];
const isName = (text: string) =>
  /^(Corcym|ERAS|CT|Perceval|Memo|HAART|Carbomedics|Bicarbon|Solo Smart|[A-Z0-9 .\-&]+)$/.test(text.trim());

describe.each(locales.filter((locale) => locale !== 'en'))('the %s dictionaries', (locale) => {
  it.each(dictionaries)('messages/%s has every English key, and no others', (folder) => {
    const english = load(`${folder}en.json`);
    const translated = load(`${folder}${locale}.json`);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(dictionaries)('messages/%s is translated (no value left in English)', (folder) => {
    const english = load(`${folder}en.json`);
    const translated = load(`${folder}${locale}.json`);
    const untranslated = [...english].filter(
      ([key, text]) =>
        translated.get(key) === text && !SAME_EVERYWHERE.some((pattern) => pattern.test(key)) && !isName(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it.each(dictionaries)('messages/%s keeps every placeholder and rich-text tag', (folder) => {
    const english = load(`${folder}en.json`);
    const translated = load(`${folder}${locale}.json`);
    const marks = (text: string) =>
      [...text.matchAll(/\{[a-z]+\}|<\/?(b|ref|link)>/gi)].map((match) => match[0]).sort();
    const broken = [...english].filter(
      ([key, text]) => JSON.stringify(marks(translated.get(key) ?? '')) !== JSON.stringify(marks(text)),
    );
    expect(broken.map(([key]) => key)).toEqual([]);
    // A straight apostrophe would be read as an ICU quote and swallow text.
    expect([...translated].filter(([, text]) => text.includes("'")).map(([key]) => key)).toEqual([]);
  });
});
