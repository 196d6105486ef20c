/**
 * The proxy's matcher. Next reads `config.matcher` statically, so it must be a literal in proxy.ts; this builds
 * that literal from the route registry (scripts/cli/gen-proxy-matcher.ts writes it, a unit test keeps it in sync).
 *
 * Excluded from the proxy: the API, Next's assets, root files, and every public page at its exact registered
 * path. Those need no gate, and skipping the proxy roughly doubles how many requests a static page can serve.
 * Anything else (unknown paths, gated academy pages, letter-case variants, trailing slashes) reaches the proxy.
 */
const ALWAYS_SKIPPED = [
  'api/', '_next/', 'fonts/', 'images/', 'documents/', 'videos/', 'og/', 'favicon\\.ico$', 'icon\\.svg$',
  'sitemap\\.xml$', 'robots\\.txt$', 'search-index\\.json$', 'manifest\\.webmanifest$',
];

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function buildMatcher(publicPaths: readonly string[]): string {
  const exact = [...new Set(publicPaths)]
    .sort()
    .map((path) => `${escape(path.slice(1))}$`);
  return `/((?!${[...ALWAYS_SKIPPED, ...exact].join('|')}).*)`;
}
