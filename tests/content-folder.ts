import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * The content tests' way to make a mistake: a copy of content/ in which one file is edited, read by `read` (given
 * the copy's folder). Returns what reading it throws, with the copy's folder named `content` as in a real build.
 */
export function errorAfterEditing(path: string, edit: (text: string) => string, read: (root: string) => unknown) {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync('content', root, { recursive: true });
  writeFileSync(join(root, path), edit(readFileSync(join(root, path), 'utf8')));
  try {
    read(root);
  } catch (error) {
    return (error as Error).message.replaceAll(relative(process.cwd(), root), 'content');
  }
  throw new Error('the edited folder was read without an error');
}

/** The line (from 1) of content/{path} that contains `needle`. */
export const lineOf = (path: string, needle: string) =>
  readFileSync(join('content', path), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(needle)) + 1;
