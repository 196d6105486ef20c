/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from './routes';
import { staticParams } from './route-params';

/** Every page.tsx and layout.tsx under app/, by its URL pattern (route groups such as (site) removed). */
function appFiles(folder = 'app', url = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
      for (const [key, files] of appFiles(path, url + segment)) found.set(key, [...(found.get(key) ?? []), ...files]);
    } else if (entry.name === 'page.tsx' || entry.name === 'layout.tsx') {
      found.set(url || '/', [...(found.get(url || '/') ?? []), path]);
    }
  }
  return found;
}

const files = appFiles();
const appRoutes = [...new Set(routes.flatMap((route) => (route.appRoute ? [route.appRoute] : [])))];

describe('the registry feeds generateStaticParams', () => {
  it.each(appRoutes)('%s exists and builds its pages from the registry', (appRoute) => {
    const sources = (files.get(appRoute) ?? []).map((file) => readFileSync(file, 'utf8'));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.some((source) => source.includes(`staticParams('${appRoute}')`))).toBe(true);
  });

  it('no app route builds pages from a list of its own', () => {
    const own = [...files.values()]
      .flat()
      .filter((file) => /generateStaticParams/.test(readFileSync(file, 'utf8')))
      .filter((file) => !/staticParams\('/.test(readFileSync(file, 'utf8')));
    // News pages and the document centre's documents come from the database, not from content; a filtered media
    // library is built on its first request.
    expect(own.map((file) => file.replace(/\\/g, '/')).sort()).toEqual([
      'app/(site)/eifu/[code]/[revision]/page.tsx',
      'app/(site)/eifu/[code]/page.tsx',
      'app/(site)/media-library/filtered/[library]/[filters]/page.tsx',
      'app/(site)/news-detail/[id]/page.tsx',
      'app/(site)/news/[kind]/[page]/page.tsx',
      'app/(site)/press-detail/[id]/page.tsx',
    ]);
  });

  it('gives each route exactly the registered pages, as params that rebuild their paths', () => {
    const params = staticParams('/devices/[category]/US/[slug]');
    const registered = routes.filter((route) => route.appRoute === '/devices/[category]/US/[slug]').map((r) => r.path);
    expect(params.map(({ category, slug }) => `/devices/${category}/US/${slug}`)).toEqual(registered);
    expect(registered.length).toBeGreaterThan(15);
    expect(staticParams('/[page]').map(({ page }) => `/${page}`)).toEqual(
      routes.filter((route) => route.template === 'content').map((route) => route.path),
    );
  });

  it('refuses a route no registered page names', () => {
    expect(() => staticParams('/devices/[category]/EU/[slug]')).toThrow('no registered page is served by');
  });
});
