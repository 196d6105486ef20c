/**
 * The proxy's matcher. Next reads `config.matcher` statically, so it must be a literal in proxy.ts; this builds
 * that literal from the route index (lib/proxy/route-index.ts; scripts/cli/gen-proxy-matcher.ts writes it, a unit
 * test keeps it in sync).
 *
 * Excluded from the proxy: the API, Next's assets, root files, and every public page at its exact registered
 * path. Those need no gate, and skipping the proxy roughly doubles how many requests a static page can serve.
 * Anything else (unknown paths, gated academy pages, letter-case variants, trailing slashes) reaches the proxy.
 */
const ALWAYS_SKIPPED = [
  'api/',
  '_next/',
  'fonts/',
  'images/',
  'documents/',
  'videos/',
  'og/',
  'favicon\\.ico$',
  'icon\\.svg$',
  'sitemap\\.xml$',
  'robots\\.txt$',
  'search-index\\.json$',
  'feed\\.xml$',
  'manifest\\.webmanifest$',
];

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Next refuses a matcher longer than this once compiled, so the exact paths are folded into a prefix tree. */
export const MATCHER_MAX_LENGTH = 4096;

interface Trie {
  end: boolean;
  children: Map<string, Trie>;
}

function insert(trie: Trie, segments: string[]) {
  let node = trie;
  for (const segment of segments) {
    let child = node.children.get(segment);
    if (!child) node.children.set(segment, (child = { end: false, children: new Map() }));
    node = child;
  }
  node.end = true;
}

/** `devices/aortic$|devices/aortic/perceval$` becomes `devices/aortic(?:$|/(?:perceval$))`. */
function alternatives(node: Trie): string[] {
  return [...node.children.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([segment, child]) => {
      const below = alternatives(child);
      if (below.length === 0) return `${escape(segment)}$`;
      const deeper = `/(?:${below.join('|')})`;
      return child.end ? `${escape(segment)}(?:$|${deeper})` : `${escape(segment)}${deeper}`;
    });
}

export function buildMatcher(publicPaths: readonly string[]): string {
  const root: Trie = { end: false, children: new Map() };
  const paths = [...new Set(publicPaths)];
  for (const path of paths) if (path !== '/') insert(root, path.slice(1).split('/'));
  const exact = [...(paths.includes('/') ? ['$'] : []), ...alternatives(root)];
  return `/((?!${[...ALWAYS_SKIPPED, ...exact].join('|')}).*)`;
}
