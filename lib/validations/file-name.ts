import { CONTROL_CHARACTERS } from './fields';

const CONTROLS = new RegExp(CONTROL_CHARACTERS.source, 'gu');

/**
 * The name of an uploaded file as the back office stores and shows it. A person does not type it (the operating
 * system gives it), so invisible characters are removed rather than refused: zero-width marks and bidirectional
 * overrides, which can make "notice‮fdp.exe" read as "noticeexe.pdf", and controls. Folders and leading dots
 * go too; an empty result becomes `fallback`.
 */
export function cleanFileName(name: string, fallback = 'document.pdf'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(CONTROLS, '')
    .split(/[\\/]/)
    .pop()!
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}
