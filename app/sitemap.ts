import type { MetadataRoute } from 'next';
import { indexableRoutes } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

export default function sitemap(): MetadataRoute.Sitemap {
  return indexableRoutes().map((route) => ({
    url: `${siteConfig.url}${route.path}`,
    changeFrequency: route.section === 'legal' ? 'yearly' : 'monthly',
    priority: route.path === '/' ? 1 : route.section === 'legal' ? 0.3 : 0.7,
  }));
}
