/**
 * A single HTTP byte range (RFC 9110 14.1.2) of a file of `size` bytes: `bytes=0-99`, `bytes=100-`, `bytes=-50`.
 * `undefined`: no usable Range header, serve the whole file; `'unsatisfiable'`: answer 416. Several ranges at
 * once are answered with the whole file, which the RFC allows and every media player accepts.
 *
 * The one implementation of these rules: the site's server applies it to the files Next serves as they are
 * (static-range.mjs), the app to the academy's file routes (lib/server/files/serve-file.ts). Plain JavaScript with
 * JSDoc types, because the server runs uncompiled.
 * @param {string | null | undefined} header
 * @param {number} size
 * @returns {{ start: number, end: number } | 'unsatisfiable' | undefined}
 */
export function parseByteRange(header, size) {
  const match = String(header ?? '')
    .trim()
    .match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return undefined;
  const [, first, last] = match;
  if (!first && !last) return undefined;
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size || (last && Number(last) < start)) return 'unsatisfiable';
  return { start, end: last ? Math.min(Number(last), size - 1) : size - 1 };
}
