import { Marked, type Token, type TokenizerExtension, type Tokens } from 'marked';
import type { Block } from '../pages/types';
import { ContentError } from './errors';
import { blockSchema } from './schemas';

/**
 * The body of a content file: Markdown read by marked (CommonMark + GFM tables), turned into the site's typed
 * blocks. Inline text is kept as written, because the site's inline grammar (**bold**, [label](href)) is
 * Markdown's own (lib/content/inline.ts). Four rich blocks use a directive line in the style of remark-directive,
 * closed by a line holding only `:::`:
 *
 *   :::callout[Title]{tone=warning}   one paragraph in a box; the title and tone are optional
 *   :::table[Caption]                 a GFM table with its caption
 *   :::contact[Title]                 an address block: one line of the address per line
 *   :::cards                          cards, each a `### Title`, a paragraph and an optional `[link](/path)` line
 *
 * Headings: `##` and `###` (with an optional `{#anchor}`); `#` opens a named section where a schema expects
 * several (a device's Features, Performance, ...). Anything else is refused with its line.
 */

export interface DirectiveToken {
  type: 'directive';
  raw: string;
  name: string;
  label?: string;
  attributes: Record<string, string>;
  body: string;
}

const DIRECTIVE = /^:::([a-z]+)(?:\[([^\]\n]*)\])?(?:\{([^}\n]*)\})?[ \t]*\n([\s\S]*?)\n:::[ \t]*(?:\n|$)/;
/** A leaf directive: `::name` alone on its line, a placeholder for something the page draws itself. */
const LEAF_DIRECTIVE = /^::([a-z]+)[ \t]*(?:\n|$)/;
const ATTRIBUTE = /([a-zA-Z]+)=(?:"([^"]*)"|(\S+))/g;

const directive: TokenizerExtension = {
  name: 'directive',
  level: 'block',
  start: (source) => source.match(/^::/m)?.index,
  tokenizer(source) {
    const leaf = LEAF_DIRECTIVE.exec(source);
    if (leaf) return { type: 'directive', raw: leaf[0], name: leaf[1]!, attributes: {}, body: '' };
    const match = DIRECTIVE.exec(source);
    if (!match) return undefined;
    const attributes: Record<string, string> = {};
    for (const [, key, quoted, bare] of (match[3] ?? '').matchAll(ATTRIBUTE)) attributes[key!] = quoted ?? bare!;
    return { type: 'directive', raw: match[0], name: match[1]!, label: match[2], attributes, body: match[4]! };
  },
};

const markdown = new Marked({ gfm: true });
markdown.use({ extensions: [directive] });

/** A top-level token with the line (1-based, in the file) where it starts. */
export interface PlacedToken {
  token: Token;
  line: number;
}

export function place(source: string, firstLine: number): PlacedToken[] {
  let line = firstLine;
  return markdown.lexer(source).map((token) => {
    const placed = { token, line: line + (token.raw.match(/^\n*/)?.[0].length ?? 0) };
    line += (token.raw.match(/\n/g) ?? []).length;
    return placed;
  });
}

/** Soft line breaks inside a paragraph are spaces: editors may wrap long lines. */
export const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

export const HEADING_ID = /^(.*?)\s*\{#([a-z0-9-]+)\}$/;

function heading(token: Tokens.Heading): Block {
  const type = token.depth === 2 ? 'h2' : 'h3';
  const match = HEADING_ID.exec(token.text);
  return match ? { type, text: match[1]!, id: match[2]! } : { type, text: token.text };
}

function list(token: Tokens.List): Block {
  const items = token.items.map((item) => oneLine(item.text));
  return token.ordered ? { type: 'list', items, ordered: true } : { type: 'list', items };
}

function table(token: Tokens.Table, caption: string): Block {
  return {
    type: 'table',
    caption,
    columns: token.header.map((cell) => cell.text),
    rows: token.rows.map((row) => row.map((cell) => cell.text)),
  };
}

function cards(body: string, file: string, line: number): Block {
  const items: Extract<Block, { type: 'cards' }>['items'] = [];
  for (const { token, line: at } of place(body, line + 1)) {
    if (token.type === 'space') continue;
    const card = items.at(-1);
    if (token.type === 'heading' && token.depth === 3) items.push({ title: token.text, text: '' });
    else if (token.type === 'paragraph' && card && !card.text) card.text = oneLine(token.text);
    else if (token.type === 'paragraph' && card && !card.href && /^\[[^\]]+\]\([^)\s]+\)$/.test(token.text)) {
      const [, linkLabel, href] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token.text)!;
      Object.assign(card, { href, linkLabel });
    } else
      throw new ContentError(file, at, 'a card is a "### Title", one paragraph and an optional [link](/path) line');
  }
  return { type: 'cards', items };
}

function directiveBlock(token: DirectiveToken, file: string, line: number): Block {
  const { name, label, attributes, body } = token;
  if (name === 'callout') {
    const tone = attributes.tone;
    if (tone !== undefined && tone !== 'info' && tone !== 'warning')
      throw new ContentError(file, line, `callout tone must be info or warning, not "${tone}"`);
    return {
      type: 'callout',
      ...(label !== undefined && { title: label }),
      text: oneLine(body),
      ...(tone !== undefined && { tone }),
    };
  }
  if (name === 'contact') {
    if (!label) throw new ContentError(file, line, 'a contact block needs a title: :::contact[Title]');
    return { type: 'contact', title: label, lines: body.split('\n').map((text) => text.trim()) };
  }
  if (name === 'table') {
    const inner = place(body, line + 1).filter(({ token: t }) => t.type !== 'space');
    if (!label || inner.length !== 1 || inner[0]!.token.type !== 'table')
      throw new ContentError(file, line, 'a table block is :::table[Caption] around one Markdown table');
    return table(inner[0]!.token as Tokens.Table, label);
  }
  if (name === 'cards') return cards(body, file, line);
  throw new ContentError(file, line, `unknown block ":::${name}" (callout, table, contact or cards)`);
}

function block({ token, line }: PlacedToken, file: string): Block {
  switch (token.type) {
    case 'paragraph':
      return { type: 'p', text: oneLine(token.text) };
    case 'heading':
      if (token.depth === 2 || token.depth === 3) return heading(token as Tokens.Heading);
      break;
    case 'list':
      return list(token as Tokens.List);
    case 'directive':
      return directiveBlock(token as unknown as DirectiveToken, file, line);
    case 'table':
      throw new ContentError(file, line, 'a table needs a caption: put it inside :::table[Caption] … :::');
  }
  throw new ContentError(file, line, `this Markdown (${token.type}) has no place on the site`);
}

/**
 * The body cut at its `# Section` headings; text before the first one is the section ''. `firstLine` is the line
 * of the file where the body starts, so that errors name the line an editor sees.
 */
export function readSections(
  body: string,
  file: string,
  firstLine: number,
): Map<string, { blocks: Block[]; line: number }> {
  const sections = new Map<string, { blocks: Block[]; line: number }>();
  let current = { blocks: [] as Block[], line: firstLine };
  sections.set('', current);
  for (const placed of place(body, firstLine)) {
    const { token, line } = placed;
    if (token.type === 'space') continue;
    if (token.type === 'heading' && token.depth === 1) {
      if (sections.has(token.text)) throw new ContentError(file, line, `the section "# ${token.text}" appears twice`);
      current = { blocks: [], line };
      sections.set(token.text, current);
      continue;
    }
    const read = block(placed, file);
    // Every reader of a body gets blocks the site can render: checked here, at the block's own line.
    const checked = blockSchema.safeParse(read);
    if (!checked.success) throw new ContentError(file, placed.line, checked.error.issues[0]!.message);
    current.blocks.push(read);
  }
  return sections;
}

/** A body without sections: every block, in order. */
export function readBlocks(body: string, file: string, firstLine: number): Block[] {
  const sections = readSections(body, file, firstLine);
  const named = [...sections.entries()].find(([name]) => name !== '');
  if (named)
    throw new ContentError(file, named[1].line, `"# ${named[0]}": this file has no sections; use ## for headings`);
  return sections.get('')!.blocks;
}
