/** Paging of the back office's lists, from and into the URL query, so Back works and a page can be linked. */

/** The page number a query asks for: a whole number from 1 (anything else, or absurdly large, is page 1 or the cap). */
export function pageParam(value: string | undefined): number {
  return Math.max(1, Math.min(100_000, Number.parseInt(value ?? '1', 10) || 1));
}

/** The address of another page of a list with the same filter (empty values left out). */
export function pageHref(path: string, filter: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  query.set('page', String(page));
  return `${path}?${query.toString()}`;
}
