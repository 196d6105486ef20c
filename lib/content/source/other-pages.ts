import { z } from 'zod';
import type { ContentPage } from '../pages/types';
import type { Block } from '../pages/types';
import { ContentError } from './errors';
import { splitFrontMatter } from './front-matter';
import type { ContentFolder } from './load';
import { readBlocks } from './markdown';

/** The academy's public pages: content/academy/, in the order of content/academy/menu.yaml. */
const academyMenuSchema = z.strictObject({
  getStarted: z.string(),
  programmes: z.array(z.string()).min(1),
  mastering: z.array(z.string()).min(1),
});

export interface AcademyPages {
  getStarted: ContentPage;
  /** The entry programmes under /academy/get-started. */
  programmes: ContentPage[];
  /** The programmes for a minimally invasive approach. */
  mastering: ContentPage[];
}

export function readAcademyPages(folder: ContentFolder): AcademyPages {
  const menuSource = folder.yaml('academy/menu.yaml');
  const menu = menuSource.check(academyMenuSchema);
  const listed = new Set([menu.getStarted, ...menu.programmes, ...menu.mastering]);
  for (const path of folder.filesIn('academy', '.md')) {
    const stem = path.slice('academy/'.length, -'.md'.length);
    if (!listed.has(stem)) throw new ContentError(folder.name(path), 1, 'not listed in academy/menu.yaml');
  }
  const page = (stem: string, at: (string | number)[]) => {
    try {
      return folder.page(`academy/${stem}.md`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new ContentError(menuSource.file, menuSource.lineOf(at), `no file content/academy/${stem}.md`);
    }
  };
  return {
    getStarted: page(menu.getStarted, ['getStarted']),
    programmes: menu.programmes.map((stem, index) => page(stem, ['programmes', index])),
    mastering: menu.mastering.map((stem, index) => page(stem, ['mastering', index])),
  };
}

const text = z.string().trim().min(1, 'must not be empty');
const common = { title: text, description: text, lead: text };
const hiddenFrontMatterSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('document'),
    ...common,
    code: text,
    pdf: z.string().regex(/^\/documents\/hidden\/[a-z0-9-]+\.pdf$/, 'must be /documents/hidden/<name>.pdf'),
  }),
  z.strictObject({ kind: z.literal('info'), ...common, staging: z.boolean() }),
  z.strictObject({ kind: z.literal('video'), ...common, code: text, videoId: text }),
]);

export type HiddenPage = z.output<typeof hiddenFrontMatterSchema> & { slug: string; blocks: Block[] };

/**
 * Hidden pages, content/hidden/{slug}.md: reached only from printed QR codes or direct links. A video page has no
 * body (the page plays the library video `videoId`); the others have one.
 */
export function readHiddenPages(folder: ContentFolder): HiddenPage[] {
  return folder.filesIn('hidden', '.md').map((path) => {
    const file = folder.name(path);
    const { yaml, body, bodyLine } = splitFrontMatter(folder.read(path), file);
    const front = yaml.check(hiddenFrontMatterSchema);
    const blocks = readBlocks(body, file, bodyLine);
    if ((front.kind === 'video') !== (blocks.length === 0))
      throw new ContentError(
        file,
        bodyLine,
        front.kind === 'video' ? 'a video page has no text' : 'the page has no text',
      );
    return { slug: path.slice('hidden/'.length, -'.md'.length), ...front, blocks };
  });
}

const link = z.strictObject({ label: text, href: text });
const card = z.strictObject({ title: text, text, href: text });
export const homeSchema = z.strictObject({
  title: text,
  description: text,
  tags: text,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text, primary: link, secondary: link }),
  families: z.strictObject({ title: text, lead: text, items: z.array(card).min(1) }),
  audiences: z.strictObject({ title: text, items: z.array(card.extend({ label: text })).min(1) }),
  academy: z.strictObject({ title: text, text, href: text, label: text }),
  commitment: z.strictObject({ title: text, text, href: text, label: text }),
  disclaimer: text,
});

export type HomeContent = z.output<typeof homeSchema>;
