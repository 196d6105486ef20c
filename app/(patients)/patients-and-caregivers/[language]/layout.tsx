import { brandIcons } from '@/lib/brand-icon';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/shell/SiteShell';
import { htmlLangFor, isRegionCode, localeFor } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site-config';
import { feedAlternate } from '@/lib/metadata';
import '@/styles/globals.scss';
import { staticParams } from '@/lib/route-params';

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/patients-and-caregivers/[language]');
}

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
  icons: brandIcons,
  alternates: { types: feedAlternate },
};

export const viewport: Viewport = { themeColor: '#0b2a5b', width: 'device-width', initialScale: 1 };

/** Second root layout: the awareness pages are in seven languages, so <html lang> follows the page. */
export default async function PatientsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ language: string }>;
}) {
  const { language } = await params;
  if (!isRegionCode(language)) notFound();
  const locale = localeFor(language);
  setRequestLocale(locale);
  return (
    <html lang={htmlLangFor(locale)}>
      <body>
        <SiteShell>{children}</SiteShell>
      </body>
    </html>
  );
}
