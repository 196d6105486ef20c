import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentPageView } from '@/components/content/ContentPageView';
import { academyPages } from '@/lib/content/academy/pages';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';

/** The academy's public programme pages are content pages: typed blocks from lib/content/academy/pages. */
const academyPage = (path: string) => academyPages.find((page) => page.path === path);

export function academyPageMetadata(path: string): Metadata {
  const page = academyPage(path);
  return page ? pageMetadata(page) : {};
}

export function AcademyContentPage({ path }: { path: string }) {
  setRequestLocale(defaultLocale);
  const page = academyPage(path);
  if (!page) notFound();
  return <ContentPageView page={page} />;
}
