import { setRequestLocale } from 'next-intl/server';
import { defaultLocale } from '@/lib/i18n/locales';
import { brandIcons } from '@/lib/brand-icon';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/SiteShell';
import { siteConfig } from '@/lib/site-config';
import { feedAlternate } from '@/lib/metadata';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
  icons: brandIcons,
  alternates: { types: feedAlternate },
};

export const viewport: Viewport = {
  themeColor: '#0b2a5b',
  width: 'device-width',
  initialScale: 1,
};

/** Root layout of the English site. The patient pages have their own root layout so <html lang> can vary. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  setRequestLocale(defaultLocale);
  return (
    <html lang="en">
      <body>
        <SiteShell>{children}</SiteShell>
      </body>
    </html>
  );
}
