import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { ContentError } from '@/lib/content/source/errors';
import { splitFrontMatter } from '@/lib/content/source/front-matter';

/**
 * A controlled version's structured content: the fields of a content file's front matter and its Markdown body
 * (a device file's `# Features`, `# Performance`, `# Safety`... sections, a legal page's blocks), the same fields
 * and sections the content schemas describe (lib/content/source/schemas.ts). Kept in this shape, not as the
 * rendered page, so a version and a file of content/ convert both ways: seeding reads files, and a developer's
 * snapshot writes them back.
 */
export type ControlledKind = 'device_edition' | 'legal_page';

export interface ControlledContent {
  frontMatter: Record<string, unknown>;
  body: string;
}

/** The item key is the file's path in content/ without `.md`; its kind follows from the folder. */
export function kindOfKey(key: string): ControlledKind | undefined {
  if (/^devices\/(aortic|mitral|miami)\/[a-z0-9-]+(\.us)?$/.test(key)) return 'device_edition';
  if (/^pages\/legal\/[A-Za-z0-9-]+$/.test(key)) return 'legal_page';
  return undefined;
}

export const fileOfKey = (key: string) => `${key}.md`;

/** A content file read into its structured content; a malformed file throws a ContentError naming its line. */
export function contentFromFile(text: string, file: string): ControlledContent {
  const { yaml, body } = splitFrontMatter(text.replace(/\r\n?/g, '\n'), file);
  const value = yaml.value;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ContentError(file, 2, 'the front matter must be a list of fields');
  return { frontMatter: value as Record<string, unknown>, body };
}

/** The content file a version stands for: what `content/` would hold if it were the source. */
export function fileFromContent(content: ControlledContent): string {
  return `---\n${stringify(content.frontMatter, { lineWidth: 0 })}---\n${content.body}`;
}

/** The item keys content/ holds today: every device edition and every legal page, in a stable order. */
export function controlledKeys(root = 'content'): string[] {
  const keys: string[] = [];
  for (const category of ['aortic', 'mitral', 'miami'])
    for (const file of readdirSync(join(root, 'devices', category)).sort())
      if (file.endsWith('.md')) keys.push(`devices/${category}/${file.slice(0, -3)}`);
  for (const file of readdirSync(join(root, 'pages', 'legal')).sort())
    if (file.endsWith('.md')) keys.push(`pages/legal/${file.slice(0, -3)}`);
  return keys;
}
