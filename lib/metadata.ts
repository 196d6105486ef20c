import type { Metadata } from 'next';
import { siteConfig } from './site-config';

interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** BCP 47 locale for Open Graph, e.g. 'fr_FR'. */
  ogLocale?: string;
  /** The home page uses its title as is, without the site-name template. */
  absoluteTitle?: boolean;
}

/** Title, description, canonical URL and Open Graph data for a page; the layout sets metadataBase. */
export function pageMetadata({ path, title, description, ogLocale = 'en_GB', absoluteTitle }: PageMeta): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: siteConfig.name,
      title: absoluteTitle ? title : `${title} | ${siteConfig.name}`,
      description,
      url: path,
      locale: ogLocale,
      images: [{ url: '/og/default.png', width: 1200, height: 630, alt: siteConfig.name }],
    },
    twitter: { card: 'summary_large_image' },
  };
}
