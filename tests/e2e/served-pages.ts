/**
 * What the site's server makes of every page Next prerendered, checked against the build itself rather than
 * against the small Next-like pages of the server's unit tests: a new Next version that writes its payload or its
 * chunks differently (a canary split the payload into eight times more scripts) must fail here, not in production.
 *
 * The oracle is independent of the server's own regular expressions: the pages are parsed with parse5 (the HTML
 * parser of the standard, as jsdom uses it), and the payload scripts are run as a browser would run them, in a
 * `vm` context where `self.__next_f` is the array they push to.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { loaderArguments } from '../../server/page-rewrite/first-paint-scripts.mjs';
import { createHtmlCache } from '../../server/host/html-cache.mjs';
import { withScriptHashes } from '../../server/host/inline-script-hashes.mjs';

type Node = DefaultTreeAdapterMap['node'];

export interface PrerenderedPage {
  /** The path a visitor asks for. */
  path: string;
  /** The app route that renders it (`/news-detail/[id]`), or the path itself for a route of one page. */
  template: string;
  file: string;
}

interface ManifestRoute {
  srcRoute?: string | null;
}

/** Every page of the build that Next prerendered to HTML, from its prerender manifest. */
export function prerenderedPages(distDir: string): PrerenderedPage[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, ManifestRoute>;
  };
  return (
    Object.entries(manifest.routes)
      .map(([path, route]) => ({
        path,
        template: route.srcRoute ?? path,
        file: join(distDir, 'server', 'app', `${path === '/' ? 'index' : path.slice(1)}.html`),
      }))
      // Route handlers (sitemap, robots, pictures) have no HTML; `/_not-found` and `/_global-error` are not asked for
      // at their own path (they answer other paths' errors, which are not shared pages).
      .filter((page) => !page.path.startsWith('/_') && existsSync(page.file))
  );
}

/** The policy Next sends with every page (next.config.ts headers, lib/security-headers.ts), from the build. */
export function builtPolicy(distDir: string): string {
  const manifest = JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const header = manifest.headers
    .flatMap((rule) => rule.headers)
    .find((entry) => entry.key.toLowerCase() === 'content-security-policy');
  if (!header) throw new Error(`${distDir}/routes-manifest.json sets no Content-Security-Policy`);
  return header.value;
}

interface Script {
  attributes: Record<string, string>;
  text: string;
}

function scripts(html: string): Script[] {
  const found: Script[] = [];
  const walk = (node: Node) => {
    if (!('childNodes' in node)) return;
    if (node.nodeName === 'script' && 'attrs' in node)
      found.push({
        attributes: Object.fromEntries(node.attrs.map(({ name, value }) => [name, value])),
        text: node.childNodes.map((child) => ('value' in child ? child.value : '')).join(''),
      });
    // A <template>'s children are in its content fragment.
    const children = 'content' in node && node.content ? node.content.childNodes : node.childNodes;
    for (const child of children) walk(child);
  };
  walk(parse(html));
  return found;
}

// The types a browser runs (HTML standard: a JavaScript MIME type, `module`, or none); others are data blocks.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const isInlineExecutable = (script: Script) =>
  !('src' in script.attributes) && EXECUTABLE_TYPES.has((script.attributes.type ?? '').trim().toLowerCase());

/** What the page's payload scripts push into `self.__next_f`, run as the browser runs them, in document order. */
function pushedEntries(html: string): unknown[][] {
  const context: { self?: unknown; __next_f?: unknown[][] } = {};
  context.self = context;
  for (const script of scripts(html).filter(isInlineExecutable))
    if (/^\(?self\.__next_f\b/.test(script.text)) runInNewContext(script.text, context, { timeout: 1_000 });
  return context.__next_f ?? [];
}

const isChunkScript = (script: Script) =>
  /^\/_next\/static\/.+\.js(\?|$)/.test(script.attributes.src ?? '') && 'async' in script.attributes;

/**
 * What is wrong with one prerendered page as the server serves it (empty when nothing is): its payload taken out
 * and served byte for byte as Next wrote it, the first-paint loader in place of every chunk script, and every
 * inline script of the served page allowed by the policy the server sends with it.
 */
export async function servedPageProblems(page: PrerenderedPage, policy: string): Promise<string[]> {
  const original = readFileSync(page.file);
  const html = original.toString('utf8');
  const problems: string[] = [];

  const pushed = pushedEntries(html);
  const kinds = [...new Set(pushed.map((entry) => entry[0]))];
  const payload = pushed
    .filter((entry) => entry[0] === 1)
    .map((entry) => entry[1])
    .join('');
  if (payload === '') problems.push('Next wrote no payload text: has its format changed?');
  if (kinds.some((kind) => kind !== 0 && kind !== 1))
    problems.push(`Next pushed payload entries of kinds ${JSON.stringify(kinds)}: only 0 and 1 are taken out`);

  const cache = createHtmlCache({ maxBytes: 1024 * 1024 * 1024 });
  const served = await cache.lookup(original, 'identity', page.path);
  const servedHtml = served.body.toString('utf8');

  if (pushedEntries(servedHtml).some((entry) => entry[0] !== 0)) problems.push('payload scripts are left in the page');
  const loader = loaderArguments(servedHtml);
  if (!loader) problems.push('no first-paint loader');
  else {
    const chunks = [
      ...new Set(
        scripts(html)
          .filter(isChunkScript)
          .map((script) => script.attributes.src),
      ),
    ];
    if (JSON.stringify(loader.sources) !== JSON.stringify(chunks))
      problems.push(`the loader loads ${JSON.stringify(loader.sources)}, Next's page ${JSON.stringify(chunks)}`);
    if (scripts(servedHtml).some(isChunkScript)) problems.push('chunk scripts are left in the page');
    if (!loader.payload) problems.push('the loader fetches no payload');
    else {
      const address = new URL(loader.payload, 'http://site.invalid');
      const hash = address.pathname.replace(/^\/_payload\//, '');
      if (address.searchParams.get('page') !== page.path)
        problems.push(`the payload address names ${address.searchParams.get('page')}`);
      const fetched = await cache.payload(hash, 'identity');
      if (!fetched) problems.push(`the payload address ${loader.payload} answers nothing`);
      else if (!fetched.equals(Buffer.from(payload, 'utf8')))
        problems.push(
          `the payload served (${fetched.length} bytes) is not the one Next wrote (${payload.length} chars)`,
        );
    }
  }

  const scriptSrc = (
    withScriptHashes(policy, served.hashes)
      .split(';')
      .find((part) => /^\s*script-src\s/.test(part)) ?? ''
  )
    .trim()
    .split(/\s+/);
  for (const script of scripts(servedHtml).filter(isInlineExecutable)) {
    if (script.text === '') continue;
    const hash = `'sha256-${createHash('sha256').update(script.text, 'utf8').digest('base64')}'`;
    if (!scriptSrc.includes(hash)) problems.push(`inline script not in the CSP: ${script.text.slice(0, 80)}…`);
  }
  return problems;
}
