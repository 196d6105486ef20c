import { routes } from './routes';

/**
 * generateStaticParams of a dynamic app route, read from the route registry: the params of every registered page
 * whose `appRoute` is this route, e.g. staticParams('/devices/[category]/[slug]'). The registry is the one list of
 * pages, so the pages built, the sitemap, the search index, the request gate and the tests' route sweep agree.
 */
export function staticParams(appRoute: string): Record<string, string>[] {
  const names: string[] = [];
  const pattern = new RegExp(
    `^${appRoute.replace(/\[([a-zA-Z]+)\]/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  const params = routes.flatMap((route) => {
    if (route.appRoute !== appRoute) return [];
    const match = pattern.exec(route.path);
    if (!match) throw new Error(`${route.path} is registered under ${appRoute}, which cannot serve it`);
    return [Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]))];
  });
  if (params.length === 0) throw new Error(`no registered page is served by ${appRoute}`);
  return params;
}
