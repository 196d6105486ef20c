/** @jest-environment node */
import { runtimeImportGraph } from './import-graph';

// The request gate runs on every request, so what it imports is loaded for every page view. It needs paths and
// flags (the generated route index), not prose: no content catalogue, news or server module may be reachable.
// lib/news/list.ts is the exception: the news list's address rules, with no imports, which the gate applies to
// rewrite /news?page=N; the rest of lib/news reads the database and renders bodies.
const FORBIDDEN = /^lib\/(content|news(?!\/list\.ts$)|server)\//;

describe('what the request gate loads', () => {
  const graph = runtimeImportGraph('proxy.ts');

  it('reaches no content catalogue, news or server module', () => {
    expect(graph.filter((file) => FORBIDDEN.test(file))).toEqual([]);
  });

  it('reads routes from the generated index, not the registry', () => {
    expect(graph).toEqual(
      expect.arrayContaining([
        'proxy.ts',
        'lib/proxy/decide.ts',
        'lib/proxy/route-index.ts',
        'lib/generated/route-index.ts',
      ]),
    );
    expect(graph).not.toContain('lib/routes.ts');
  });

  // 17 since the gate builds the nonce policy of personal pages (lib/security-headers.ts and the consent flag it hashes).
  it('stays a handful of small modules', () => {
    // 18 since lib/not-found.ts (one constant: the marker of an unknown address sent home).
    expect(graph.length).toBeLessThanOrEqual(18);
  });
});

describe('the import walk', () => {
  it('would see the content behind the registry (so the test above can fail)', () => {
    const registry = runtimeImportGraph('lib/routes.ts');
    expect(registry.filter((file) => FORBIDDEN.test(file)).length).toBeGreaterThan(5);
    expect(registry).toContain('lib/content/devices/index.ts');
  });
});
