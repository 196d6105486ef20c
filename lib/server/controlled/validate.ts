import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError } from '@/lib/content/source/errors';
import { ContentFolder } from '@/lib/content/source/load';
import { blockTexts } from '@/lib/content/block-texts';
import { isUnfinishedCopy } from '@/lib/content/placeholder-copy';
import { linksIn } from '@/lib/content/inline';
import type { Block } from '@/lib/content/pages/types';
import { decide } from '@/lib/proxy/decide';
import { canonicalCase, findRoute } from '@/lib/routes';
import { fileFromContent, fileOfKey, kindOfKey, type ControlledContent } from './content';

/**
 * The checks a version passes before it is stored: the same schemas and readers the build runs on content/
 * (lib/content/source: strict front matter, sections, shared references, a US edition's worldwide base), and the
 * content checks the unit tests hold the files to (tests/unit/devices.test.ts, content.test.ts): safety
 * information present, a US edition with its Important Safety Information and without a CE mark, every link a
 * page of this site, no placeholder copy.
 *
 * The candidate is read together with the other items' current versions (from the database) over the rest of
 * content/ (menu, shared data), so a US edition is checked against the worldwide version it will be served with.
 */
export type Validation = { ok: true } | { ok: false; problems: string[] };

/** content/ with some files replaced or added in memory. */
class OverlayFolder extends ContentFolder {
  constructor(
    root: string,
    private readonly files: ReadonlyMap<string, string>,
  ) {
    super(root);
  }

  override read(path: string) {
    return this.files.get(path) ?? super.read(path);
  }

  override filesIn(folder: string, extension: string): string[] {
    const onDisk = existsSync(join(this.root, folder)) ? super.filesIn(folder, extension) : [];
    const added = [...this.files.keys()].filter(
      (path) =>
        path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes('/') && path.endsWith(extension),
    );
    return [...new Set([...onDisk, ...added])].sort();
  }
}

/** The prose of blocks, with card links written as links so the link check reads them too. */
const textsOf = (blocks: readonly Block[]) =>
  blocks.flatMap((block) => [
    ...blockTexts(block),
    ...(block.type === 'cards' ? block.items.flatMap((card) => (card.href ? [`[link](${card.href})`] : [])) : []),
  ]);

/** Links that are neither a page of this site nor mail/phone (content must not hard-code other sites). */
function brokenLinks(texts: string[]): string[] {
  return texts.flatMap(linksIn).filter((href) => {
    if (/^(mailto:|tel:)/.test(href)) return false;
    if (/^https:\/\//.test(href)) return true;
    const decision = decide(href.split('#')[0] ?? '', false, { findRoute, canonicalCase });
    const external = decision.action === 'redirect' && /^https:/.test(decision.location);
    return decision.action !== 'next' && !external;
  });
}

function copyProblems(texts: string[]): string[] {
  const problems = brokenLinks(texts).map((href) => `the link "${href}" is not a page of this site`);
  if (texts.some(isUnfinishedCopy)) problems.push('the text contains placeholder copy');
  return problems;
}

/**
 * Checks `content` as the new version of item `key`, read with `current` (other items' current content by key)
 * over the files of `root`.
 */
export function validateVersion(
  key: string,
  content: ControlledContent,
  current: ReadonlyMap<string, ControlledContent> = new Map(),
  root = 'content',
): Validation {
  const kind = kindOfKey(key);
  if (!kind) return { ok: false, problems: [`"${key}" is not a device edition or a legal page of content/`] };
  const files = new Map([...current].map(([each, value]) => [fileOfKey(each), fileFromContent(value)]));
  files.set(fileOfKey(key), fileFromContent(content));
  const folder = new OverlayFolder(root, files);
  try {
    return kind === 'device_edition' ? checkDevice(folder, key) : checkLegalPage(folder, key);
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, problems: [error.message] };
    throw error;
  }
}

function checkDevice(folder: ContentFolder, key: string): Validation {
  const [, category, stem] = key.split('/') as [string, string, string];
  const market = stem.endsWith('.us') ? 'us' : 'ww';
  const slug = stem.replace(/\.us$/, '');
  const device = folder
    .devices()
    .find((each) => each.category === category && each.market === market && each.slug === slug);
  if (!device) return { ok: false, problems: [`its slug must stay "${slug}", the name of its file`] };
  const { safety } = device.sections;
  const problems: string[] = [];
  if (safety.intro.length === 0) problems.push('the "# Safety" section is empty');
  if (safety.documents.length === 0) problems.push('safety.documents lists no document');
  if (market === 'us') {
    if (safety.ceMark) problems.push('a US edition carries no CE mark (remove safety.ceMark)');
    if (!safety.importantSafetyInformation?.length)
      problems.push('a US edition needs its "# Important Safety Information" section');
  }
  const blocks = [
    ...device.sections.features,
    ...device.sections.performance,
    ...safety.intro,
    ...(safety.importantSafetyInformation ?? []),
  ];
  problems.push(...copyProblems([device.summary, ...device.claims, ...textsOf(blocks)]));
  return problems.length ? { ok: false, problems } : { ok: true };
}

function checkLegalPage(folder: ContentFolder, key: string): Validation {
  const file = fileOfKey(key);
  const page = folder.page(file);
  if (page.path.lastIndexOf('/') !== 0) return { ok: false, problems: [`path: ${page.path} must be one segment`] };
  const clash = folder.pages().filter((each) => each.path === page.path);
  if (clash.length > 1) return { ok: false, problems: [`the path ${page.path} is another page's`] };
  const problems = copyProblems([page.title, page.lead, page.description, ...textsOf(page.blocks)]);
  return problems.length ? { ok: false, problems } : { ok: true };
}
