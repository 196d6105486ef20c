/**
 * The language the paper-copy form preselects: the visitor's first language (Accept-Language, by its q weights)
 * that the document can be asked in, matched on the primary subtag ("de-CH" asks for "de"); else the document's
 * own language.
 */
export function preselectedLanguage(
  acceptLanguage: string | null | undefined,
  available: readonly string[],
  documentLanguage: string,
): string {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = available.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    const primary = available.find((code) => code.toLowerCase() === tag.split('-')[0]);
    if (primary) return primary;
  }
  return documentLanguage;
}
