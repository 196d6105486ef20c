/**
 * The site search (requirements §5.3), one module for the overlay and the /search page, so both rank alike.
 *
 * A query is split into words at spaces and commas; a result must contain every word, each as a case-insensitive
 * substring (accents ignored) of one of its fields. A word of five letters or more may also match with one typo (a
 * letter missing, added, changed or two swapped); such a page comes after the pages that hold every word as typed.
 * Results are ranked by where the words occur: the title and the device name count most, then the description, then
 * the keywords and other text; a whole word counts more than the start of a word, which counts more than a piece
 * inside one; device pages count double. On a page in another language, results in that language come first. An
 * empty term or a lone comma finds nothing.
 *
 * Kept small and pure (one import), so the overlay can load it on its own.
 */
import { stripMarkup } from '../news/plain-text';

export interface SearchEntry {
  title: string;
  /** Route path of the result. */
  link: string;
  /** The device or product the page is about, ranked like the title. */
  name?: string;
  /** One short line shown under the title. */
  description?: string;
  /** One comma-separated keyword string. */
  tag: string;
  /** Further text searched but not shown: the headings of a patient page in its own language. */
  body?: string;
  /** Language of the page (its `<html lang>`), when not English. */
  lang?: string;
  /** Weight against pages that match alike (device pages 2, so a product comes before its videos); 1 if absent. */
  boost?: number;
}

export interface NewsSearchItem {
  id: number;
  title: string;
  description: string;
  body: string;
  news_type: string;
}

export interface NewsEntry {
  id: number;
  title: string;
  /** Title, description and body without markup, prepared once. */
  text: string;
}

/** The language of every page and news item that does not say otherwise. */
export const DEFAULT_LANG = 'en';

/** Words shorter than this must be typed exactly. */
export const FUZZY_MIN_LENGTH = 5;

// Where a word is found: the field's weight times how well it is found there.
const TITLE = 8;
const DESCRIPTION = 3;
const KEYWORDS = 1;
const WHOLE_WORD = 1;
const WORD_START = 0.6;
const INSIDE_WORD = 0.1;
const ONE_TYPO = 0.25;

/** Lower case without accents, curly apostrophes straight: "reparation" finds "réparation", "l'op" "l’opération". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase();
}

// Sentence punctuation around a word ("perceval.", "(us)"); other signs stay, so "%a" or "-3" is not "a" or "3".
const SENTENCE_PUNCTUATION = /^[.;:!?()[\]{}"'«»“”‘’]+|[.;:!?()[\]{}"'«»“”‘’]+$/g;

/**
 * The words of a query: split at spaces and commas, sentence punctuation trimmed from their ends ("perceval." is
 * "perceval"); empty for a blank term or a lone comma, so those find nothing. Other signs stay part of the word
 * ("esc/eacts", "cc-mk-01101", and a malformed "\ufffd%a" finds nothing rather than every "a").
 */
export function queryWords(term: string): string[] {
  const words = fold(term)
    .split(/[\s,]+/)
    .map((word) => word.replace(SENTENCE_PUNCTUATION, ''))
    .filter(Boolean);
  return [...new Set(words)];
}

const letterCache = new Map<string, boolean>();

/** A letter or digit that continues a word; Chinese characters count as boundaries (Chinese has no spaces). */
function isWordChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  let known = letterCache.get(char);
  if (known === undefined) {
    known = /[\p{L}\p{N}]/u.test(char) && !/\p{Script=Han}/u.test(char);
    letterCache.set(char, known);
  }
  return known;
}

/** Whether a query word is letters and digits only, outside Chinese: then its whole and start are looked up. */
const isPlainWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word) && !/\p{Script=Han}/u.test(word);

/** How well `word` occurs in a field (folded): whole word, start of a word, inside a word, or not at all (0). */
function occurrence(field: PreparedField, word: string, plain: boolean): number {
  const { text } = field;
  if (!text.includes(word)) return 0;
  if (!plain) {
    let best = INSIDE_WORD;
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      if (isWordChar(text[at - 1])) continue;
      if (!isWordChar(text[at + word.length])) return WHOLE_WORD;
      best = WORD_START;
    }
    return best;
  }
  // A plain word is whole when it is one of the field's words, and starts a word when it follows a space in the
  // field's words written out.
  if (field.words.has(word)) return WHOLE_WORD;
  return field.spaced.includes(` ${word}`) ? WORD_START : INSIDE_WORD;
}

/**
 * True when `typed` is `known` (or, with `prefix`, the start of `known`) with at most one typo: a letter missing,
 * added or changed, or two neighbours swapped. Compares in place: it runs on every word of the index per query.
 */
export function withinOneTypo(typed: string, known: string, prefix = false): boolean {
  const n = typed.length;
  const m = known.length;
  let i = 0;
  while (i < n && i < m && typed.charCodeAt(i) === known.charCodeAt(i)) i += 1;
  if (i === n) return prefix || m - n <= 1;
  return (
    sameRest(typed, known, i + 1, i + 1, prefix) || // a letter changed
    sameRest(typed, known, i + 1, i, prefix) || // a letter added
    sameRest(typed, known, i, i + 1, prefix) || // a letter missing
    (i + 1 < n &&
      i + 1 < m &&
      typed[i] === known[i + 1] &&
      typed[i + 1] === known[i] &&
      sameRest(typed, known, i + 2, i + 2, prefix))
  );
}

/** Whether typed[from..] equals known[at..] (or starts it, for a prefix). */
function sameRest(typed: string, known: string, from: number, at: number, prefix: boolean): boolean {
  const length = typed.length - from;
  if (prefix ? known.length - at < length : known.length - at !== length) return false;
  for (let k = 0; k < length; k += 1) if (typed.charCodeAt(from + k) !== known.charCodeAt(at + k)) return false;
  return true;
}

/** The index's words that a misspelt `word` may stand for: one typo away from a whole word or a word's start. */
function typoMatches(vocabulary: readonly string[], word: string): string[] {
  const found: string[] = [];
  if ([...word].length < FUZZY_MIN_LENGTH) return found;
  for (const known of vocabulary)
    if (known.length >= word.length - 1 && withinOneTypo(word, known, true)) found.push(known);
  return found;
}

interface Field {
  text: string;
  weight: number;
}

interface PreparedField extends Field {
  /** The field's words, to tell a whole word at once and to look a misspelt word's candidates up. */
  words: Set<string>;
  /** The field's words, each after one space, to tell the start of a word with one search. */
  spaced: string;
}

interface Document<T> {
  item: T;
  position: number;
  title: string;
  lang: string;
  boost: number;
  fields: PreparedField[];
}

interface Prepared<T> {
  documents: Document<T>[];
  vocabulary: string[];
}

interface Describe<T> {
  fields: (item: T) => Field[];
  title: (item: T) => string;
  lang: (item: T) => string;
  boost: (item: T) => number;
}

function prepare<T>(items: readonly T[], describe: Describe<T>): Prepared<T> {
  const vocabulary = new Set<string>();
  const documents = items.map((item, position) => {
    const fields = describe
      .fields(item)
      .filter((field) => field.text)
      .map((field) => {
        const text = fold(field.text);
        const split = text.split(/[^\p{L}\p{N}]+/u);
        const words = new Set(split);
        for (const word of words) if (word.length >= FUZZY_MIN_LENGTH - 1) vocabulary.add(word);
        return { ...field, text, words, spaced: ` ${split.join(' ')}` };
      });
    // "Perceval (US)" is named after "perceval" as much as "Perceval" is.
    const title = fold(describe.title(item))
      .trim()
      .replace(/\s*\(us\)$/, '');
    return { item, position, title, lang: describe.lang(item), boost: describe.boost(item), fields };
  });
  return { documents, vocabulary: [...vocabulary] };
}

/** How well a document holds `word`: the weights of the fields it occurs in, each by how well it occurs there. */
function wordScore(document: Document<unknown>, word: string, plain: boolean): number {
  let found = 0;
  for (const field of document.fields) found += field.weight * occurrence(field, word, plain);
  return found;
}

/** The same for a word typed with one typo: the fields holding one of the index's words it may stand for. */
function typoScore(document: Document<unknown>, near: readonly string[]): number {
  let found = 0;
  for (const field of document.fields)
    for (const known of near)
      if (field.words.has(known)) {
        found += field.weight * ONE_TYPO;
        break;
      }
  return found;
}

/** Ranks `prepared` for `term`: every word must be found; see the module comment for the order. */
function rank<T>({ documents, vocabulary }: Prepared<T>, term: string, lang: string): T[] {
  const words = queryWords(term);
  if (words.length === 0) return [];
  const typos = new Map(words.map((word) => [word, typoMatches(vocabulary, word)]));
  const plain = new Map(words.map((word) => [word, isPlainWord(word)]));
  const phrase = words.join(' ');
  // Sorted by tier (the page's own language, then every word as typed), then score, then the index's order.
  const scored: { document: Document<T>; tier: number; score: number }[] = [];
  for (const document of documents) {
    let score = 0;
    let typed = true;
    for (const word of words) {
      // A page without the word as typed may hold it with one typo ("valves" for "valve"); it comes after the
      // pages holding every word as typed.
      let found = wordScore(document, word, plain.get(word)!);
      if (found === 0) {
        found = typoScore(document, typos.get(word)!);
        typed = false;
      }
      if (found === 0) {
        score = 0;
        break;
      }
      score += found;
    }
    if (score === 0) continue;
    // A page named after the query (Perceval for "perceval") before the pages that mention it.
    if (document.title === phrase) score += TITLE * 2;
    else if (document.title.startsWith(phrase)) score += TITLE / 2;
    const ownLanguage = lang !== DEFAULT_LANG && document.lang === lang;
    scored.push({ document, tier: (ownLanguage ? 2 : 0) + (typed ? 1 : 0), score: score * document.boost });
  }
  // No global (Number, Math) in the comparator: under jest each global lookup is slow enough to blow the budget.
  return scored
    .sort((a, b) => b.tier - a.tier || b.score - a.score || a.document.position - b.document.position)
    .map(({ document }) => document.item);
}

const pageCache = new WeakMap<readonly SearchEntry[], Prepared<SearchEntry>>();

/** The index folded and its vocabulary listed once per index (the overlay keeps one for the page's life). */
function preparedPages(entries: readonly SearchEntry[]): Prepared<SearchEntry> {
  let prepared = pageCache.get(entries);
  if (!prepared) {
    prepared = prepare(entries, {
      fields: (entry) => [
        { text: entry.title, weight: TITLE },
        { text: entry.name ?? '', weight: TITLE },
        { text: entry.description ?? '', weight: DESCRIPTION },
        { text: entry.tag, weight: KEYWORDS },
        { text: entry.body ?? '', weight: KEYWORDS },
      ],
      title: (entry) => entry.title,
      lang: (entry) => entry.lang ?? DEFAULT_LANG,
      boost: (entry) => entry.boost ?? 1,
    });
    pageCache.set(entries, prepared);
  }
  return prepared;
}

/** The pages that contain every word of `term`, best first; `lang` is the language of the page searched from. */
export function searchEntries(entries: readonly SearchEntry[], term: string, lang = DEFAULT_LANG): SearchEntry[] {
  return rank(preparedPages(entries), term, lang);
}

/** Prepares news for searching: only items of type "news", markup stripped from the body. */
export function prepareNews(items: readonly NewsSearchItem[]): NewsEntry[] {
  return items
    .filter((item) => item.news_type === 'news')
    .map((item) => ({
      id: item.id,
      title: item.title,
      text: stripMarkup(`${item.description} ${item.body}`),
    }));
}

const newsCache = new WeakMap<readonly NewsEntry[], Prepared<NewsEntry>>();

/** News of type "news" that contain every word of `term` in the title, description or body; title matches first. */
export function searchNews(entries: readonly NewsEntry[], term: string): NewsEntry[] {
  let prepared = newsCache.get(entries);
  if (!prepared) {
    prepared = prepare(entries, {
      fields: (entry) => [
        { text: entry.title, weight: TITLE },
        { text: entry.text, weight: KEYWORDS },
      ],
      title: (entry) => entry.title,
      lang: () => DEFAULT_LANG,
      boost: () => 1,
    });
    newsCache.set(entries, prepared);
  }
  return rank(prepared, term, DEFAULT_LANG);
}

/** The `lang` attribute a result needs on a page in `pageLang`: only when its own language differs (WCAG 3.1.2). */
export function resultLang(resultLanguage: string | undefined, pageLang: string): string | undefined {
  const own = resultLanguage ?? DEFAULT_LANG;
  return own === pageLang ? undefined : own;
}
