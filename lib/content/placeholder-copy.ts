/**
 * Marks of unfinished copy that must never reach a visitor. This is a detector, not copy: the content tests read
 * every page of content/ with it, and a controlled version is refused when its text matches
 * (lib/server/controlled/validate.ts).
 */
const UNFINISHED_COPY = /lorem ipsum|coming soon|under construction|\bTODO\b|\[placeholder\]/i;

/** True when `text` carries one of the marks of unfinished copy. */
export const isUnfinishedCopy = (text: string): boolean => UNFINISHED_COPY.test(text);
