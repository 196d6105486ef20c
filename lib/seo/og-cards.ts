import { buildSearchIndex } from '../search/build-index';
import { routes, type RouteSection } from '../routes';
import { categories, devicePath, devices } from '../content/devices';
import { siteConfig } from '../site-config';
import { hasPageImage } from './og-image';

/** What one preview picture shows: a small line above the title, the title, and the band's colour. */
export interface OgCard {
  eyebrow: string;
  title: string;
  color: string;
}

export const BRAND_COLOR = '#0b2a5b';

const SECTION_LABELS: Record<RouteSection, string> = {
  home: 'Structural heart',
  company: 'Company',
  legal: 'Legal',
  devices: 'Devices',
  patients: 'Patients and caregivers',
  news: 'News and press',
  media: 'Media library',
  academy: 'Corcym Academy',
  hidden: 'Corcym',
  admin: 'Corcym',
};

/**
 * One card per page with a picture of its own (og-image.ts), titled as the search index titles it (the page's
 * own title). Device pages and their category pages take the category's colour, as their banners do.
 */
export function pageCards(): Map<string, OgCard> {
  const titles = new Map(buildSearchIndex([]).map((entry) => [entry.link, entry.title]));
  const categoryOf = new Map<string, (typeof categories)[number]>([
    ...categories.map((category) => [`/devices/${category.pageSlug}`, category] as const),
    ...devices.map(
      (device) => [devicePath(device), categories.find((category) => category.category === device.category)!] as const,
    ),
  ]);
  const cards = new Map<string, OgCard>();
  for (const route of routes) {
    // The home page's title starts with the company name, which every picture already shows.
    const title = route.path === '/' ? siteConfig.tagline : titles.get(route.path);
    if (!hasPageImage(route.path) || !title) continue;
    const category = categoryOf.get(route.path);
    cards.set(route.path, {
      eyebrow: category ? category.title : SECTION_LABELS[route.section],
      title,
      color: category ? category.color : BRAND_COLOR,
    });
  }
  return cards;
}
