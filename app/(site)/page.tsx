import { setRequestLocale } from 'next-intl/server';
import { defaultLocale } from '@/lib/i18n/locales';
import type { Metadata } from 'next';
import { HomeView } from '@/components/home/HomeView';
import { homeContent } from '@/lib/content/home';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  path: '/',
  title: homeContent.title,
  description: homeContent.description,
  absoluteTitle: true,
});

export default function HomePage() {
  setRequestLocale(defaultLocale);
  return <HomeView />;
}
