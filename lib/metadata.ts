import type { Metadata } from 'next';
import { siteConfig } from './site-config';
import { OG_IMAGE_SIZE, ogImageForPage } from './seo/og-image';
import { NEWS_FEED_PATH, NEWS_FEED_TITLE } from './news/paths';

/**
 * The news feed, announced in every page's <head> (<link rel="alternate" type="application/atom+xml">) so a feed
 * reader finds it from any address. Next replaces a layout's `alternates` with a page's, so each page's metadata
 * carries it as well as the root layouts'.
 */
export const feedAlternate = {
  'application/atom+xml': [{ url: NEWS_FEED_PATH, title: NEWS_FEED_TITLE }],
};

interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** BCP 47 locale for Open Graph, e.g. 'fr_FR'. */
  ogLocale?: string;
  /** The home page uses its title as is, without the site-name template. */
  absoluteTitle?: boolean;
  /** The sharing picture, when it is not the page's own (lib/seo/og-image.ts). */
  image?: string;
  /** A news item or press release: Open Graph type article, with its dates (ISO 8601). */
  article?: { publishedTime: string; modifiedTime: string; section: string };
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a page. Paths are relative: the layout's
 * metadataBase (NEXT_PUBLIC_SITE_URL) makes them absolute, so canonical and og:url name the page's own address.
 */
export function pageMetadata({
  path,
  title,
  description,
  ogLocale = 'en_GB',
  absoluteTitle,
  image,
  article,
}: PageMeta): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  const images = [{ url: image ?? ogImageForPage(path), ...OG_IMAGE_SIZE, alt: fullTitle }];
  const shared = { siteName: siteConfig.name, title: fullTitle, description, url: path, locale: ogLocale, images };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path, types: feedAlternate },
    openGraph: article
      ? {
          ...shared,
          type: 'article',
          publishedTime: article.publishedTime,
          modifiedTime: article.modifiedTime,
          section: article.section,
        }
      : { ...shared, type: 'website' },
    // The picture's description travels with it (twitter:image:alt), as og:image:alt does for Open Graph.
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: images.map((entry) => ({ url: entry.url, alt: entry.alt })),
    },
  };
}
