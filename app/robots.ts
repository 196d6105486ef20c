import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';

/**
 * No `Host:` line. The directive takes a bare host name (never a URL), only Yandex ever read it, and Yandex
 * retired it in 2018 in favour of redirects; Google and Bing ignore it. The preferred origin is already stated
 * by every page's canonical link and by the sitemap's absolute URLs, both built from NEXT_PUBLIC_SITE_URL.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      // The academy's sign-in (/login) is open to crawlers: surgeons look for it by name.
      { userAgent: '*', allow: '/', disallow: ['/api/', '/academy/courses/course/', '/hidden-pages/'] },
    ],
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
