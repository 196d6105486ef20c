import { contentPages } from '../content/pages';
import { teamPages } from '../content/team';
import { homeContent } from '../content/home';
import { categories, devicePath, devices } from '../content/devices';
import { routes } from '../routes';
import type { SearchEntry } from './match';

/**
 * The search index, built from the route registry and the content catalogues. Only indexable pages are listed,
 * so hidden and academy learner pages never appear.
 */
export function buildSearchIndex(): SearchEntry[] {
  const sources = new Map<string, { title: string; tags: string }>([
    ['/', { title: homeContent.title, tags: homeContent.tags }],
    ...contentPages.map((page) => [page.path, { title: page.title, tags: page.tags }] as const),
    ...teamPages.map((page) => [page.path, { title: page.title, tags: page.tags }] as const),
    ['/devices', { title: 'Devices', tags: categories.map((category) => category.tags).join(', ') }],
    ...categories.map((category) => [`/devices/${category.pageSlug}`, { title: category.title, tags: category.tags }] as const),
    ...devices.map(
      (device) =>
        [devicePath(device), { title: device.market === 'us' ? `${device.name} (US)` : device.name, tags: `${device.subtitle}, ${device.documentCode}, ${device.tags}` }] as const,
    ),
  ]);
  return routes
    .filter((route) => route.indexable)
    .flatMap((route) => {
      const source = sources.get(route.path);
      return source ? [{ title: source.title, link: route.path, tag: `${source.title}, ${source.tags}` }] : [];
    });
}
