/**
 * The typefaces embedded in the generated PDFs. Both come from npm packages (devDependencies: only the generator
 * and its tests read them) as static TTF files, and both are under the SIL Open Font License 1.1, which allows
 * embedding them in documents; the PDF writer embeds only the glyphs a document uses (a subset).
 * - Inter (@expo-google-fonts/inter): the documents' typeface, for every language written in Latin script.
 * - Noto Sans SC (@expo-google-fonts/noto-sans-sc): Simplified Chinese, with matching Latin glyphs for the
 *   product names and numbers inside Chinese text.
 */
import { dirname, join } from 'node:path';
import { openSync, type Font } from 'fontkit';

/** Paths of the two TTF files a document is set in. */
export interface PdfFonts {
  regular: string;
  bold: string;
}

const packageFile = (name: string, file: string) => join(dirname(require.resolve(`${name}/package.json`)), file);

const latin: PdfFonts = {
  regular: packageFile('@expo-google-fonts/inter', '400Regular/Inter_400Regular.ttf'),
  bold: packageFile('@expo-google-fonts/inter', '700Bold/Inter_700Bold.ttf'),
};

const simplifiedChinese: PdfFonts = {
  regular: packageFile('@expo-google-fonts/noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'),
  bold: packageFile('@expo-google-fonts/noto-sans-sc', '700Bold/NotoSansSC_700Bold.ttf'),
};

/**
 * The fonts for a document in this language (a BCP 47 tag such as 'en' or 'zh-CN'). Each document parses them
 * afresh although that is most of its rendering time: a parsed fontkit font caches glyphs, and one whose glyphs
 * a previous document's subset created (accents, quotes inside composite glyphs) loses their Unicode values, so
 * a shared font would make a file's bytes, and its copyable text, depend on the documents rendered before it.
 */
export function fontsFor(language: string): PdfFonts {
  return language.toLowerCase().startsWith('zh') ? simplifiedChinese : latin;
}

// Only asked which characters a font has, so one parse per file serves every document (see fontsFor on why the
// writer itself does not share parsed fonts).
const coverage = new Map<string, Font>();

/** The characters of `text` that the font file has no glyph for (white space aside), once each. */
export function missingCharacters(file: string, text: string): string[] {
  let font = coverage.get(file);
  if (!font) {
    const opened = openSync(file);
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${file} is a font collection, not one font`);
    coverage.set(file, (font = opened));
  }
  const checked = font;
  return [...new Set(text.replace(/\s/g, ''))].filter(
    (character) => !checked.hasGlyphForCodePoint(character.codePointAt(0)!),
  );
}
