import { sha256Hex } from '@/lib/server/sha256';

/**
 * The canonical form of a version's structured content: object keys in code-point order at every depth, line
 * endings of every string (the Markdown) as LF, no insignificant whitespace. The same content always gives the
 * same text and so the same SHA-256, whichever order an editor or a YAML parser produced the keys in; the hash is
 * what a signature is bound to (21 CFR 11.70).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(normalise(value));
}

function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\r\n?/g, '\n');
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, each]) => [key, normalise(each)]));
  }
  return value;
}

/** The canonical text and its hash, as a version stores them. */
export function canonicalise(value: unknown): { json: string; sha256: string } {
  const json = canonicalJson(value);
  return { json, sha256: sha256Hex(json) };
}

/**
 * Whether stored text is still what was signed: canonical (re-serialising it changes nothing) and hashing to the
 * stored hash. Publishing and signing both ask this, so an edit made past the site is refused, not served.
 */
export function intact(json: string, sha256: string): boolean {
  try {
    return canonicalJson(JSON.parse(json)) === json && sha256Hex(json) === sha256;
  } catch {
    return false;
  }
}
