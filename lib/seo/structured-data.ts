/**
 * schema.org structured data (JSON-LD) for search engines, typed with schema-dts. Only facts the page itself
 * states go in: names, titles, dates, descriptions, the manufacturers printed in a device's safety section.
 * Rendered by components/seo/JsonLd.tsx; the server's CSP hashing skips these blocks (they are data, not script).
 */
import type {
  BreadcrumbList,
  MedicalWebPage,
  MedicalDeviceLeaf,
  MergeLeafTypes,
  NewsArticle,
  Organization,
  ProductLeaf,
  Thing,
  WithContext,
} from 'schema-dts';
import type { Device } from './../content/devices/types';
import type { NewsItem } from '../api/types';
import { siteConfig, socialLinks } from '../site-config';
import { ogImageForNews } from './og-image';

/** One step of a breadcrumb trail; the last is the current page. */
export interface Crumb {
  label: string;
  href: string;
}

const absolute = (path: string) => new URL(path, `${siteConfig.url}/`).toString();

/** The company's logo for search engines: a square PNG of the wordmark (app/og/logo.png), this many pixels a side. */
export const ORGANIZATION_LOGO = '/og/logo.png';
export const ORGANIZATION_LOGO_SIZE = 512;

function organization() {
  return {
    '@type': 'Organization' as const,
    '@id': absolute('/#organization'),
    name: siteConfig.name,
    url: absolute('/'),
    // An ImageObject with its size in pixels, as Google's Article and Organization guidelines describe the logo
    // (schema-dts types width and height as text: schema.org's Distance).
    logo: {
      '@type': 'ImageObject' as const,
      url: absolute(ORGANIZATION_LOGO),
      width: String(ORGANIZATION_LOGO_SIZE),
      height: String(ORGANIZATION_LOGO_SIZE),
    },
  };
}

/** The company, on the home page only: name, address (URL), logo and its official social profiles. */
export function organizationJsonLd(): WithContext<Organization> {
  return { '@context': 'https://schema.org', ...organization(), sameAs: socialLinks.map((link) => link.href) };
}

/**
 * A news item or press release (Google's Article properties): headline, dates, images, author and publisher.
 * `path` is the page's canonical path.
 */
export function newsArticleJsonLd(item: NewsItem, path: string): WithContext<NewsArticle> {
  const images = [...(item.image ? [absolute(item.image.src)] : []), absolute(ogImageForNews(item.id))];
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.description,
    datePublished: item.date,
    dateModified: item.updated,
    image: images,
    url: absolute(path),
    mainEntityOfPage: absolute(path),
    articleSection: item.news_type === 'press' ? 'Press release' : 'News',
    inLanguage: 'en',
    author: organization(),
    publisher: organization(),
  };
}

/** The breadcrumb trail as shown; the last crumb is the page itself, which Google lets go without an address. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href.startsWith('/') ? { item: absolute(crumb.href) } : {}),
    })),
  };
}

/** MedicalDevice has no `manufacturer`; typing the node as a Product too lets it name the maker the page names. */
export type DeviceNode = MergeLeafTypes<[MedicalDeviceLeaf, ProductLeaf]>;

/** A device page: its name, summary, address and the manufacturers its safety section lists. Nothing else. */
export function medicalDeviceJsonLd(device: Device, path: string): WithContext<DeviceNode> {
  return {
    '@context': 'https://schema.org',
    '@type': ['MedicalDevice', 'Product'],
    name: device.name,
    description: device.summary,
    url: absolute(path),
    manufacturer: device.sections.safety.manufacturers.map((maker) => ({
      '@type': 'Organization',
      name: maker.name,
      address: maker.address.join(', '),
    })),
  };
}

/**
 * A patient-awareness page: a MedicalWebPage for patients and caregivers, about the conditions it explains, in the
 * page's language. `conditions` are the conditions' names in that language (messages/*.json, awarenessPage).
 */
export function medicalWebPageJsonLd(page: {
  path: string;
  name: string;
  description: string;
  lang: string;
  conditions: readonly string[];
}): WithContext<MedicalWebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: page.name,
    description: page.description,
    url: absolute(page.path),
    inLanguage: page.lang,
    about: page.conditions.map((name) => ({ '@type': 'MedicalCondition', name })),
    // A MedicalAudience (schema.org's PeopleAudience for health) of patients, Patient being the MedicalAudienceType
    // schema.org defines for them; the pages also speak to the people who care for them.
    audience: { '@type': 'MedicalAudience', audienceType: 'Patient' },
    publisher: organization(),
  };
}

/**
 * The JSON for a `<script type="application/ld+json">`. `<`, `>` and `&` are written as \u escapes, so no
 * string (a staff-written title holding `</script>`, say) can close the element or open a comment; U+2028 and
 * U+2029 too, for old parsers. The result parses to the same object.
 */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<DeviceNode>): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
