import { brandIcons } from '@/lib/brand-icon';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@/styles/globals.scss';

/**
 * Root layout of the back office: its own <html>, none of the public site's shell (header, menu, cookie
 * banner, analytics), the same fonts and design tokens. Every page under it is rendered per request for the
 * signed-in staff member and kept out of search engines.
 */
export const metadata: Metadata = {
  title: { default: 'Back office | Corcym', template: '%s | Corcym back office' },
  robots: { index: false, follow: false, nocache: true },
  referrer: 'same-origin',
  icons: brandIcons,
};

export const viewport: Viewport = {
  themeColor: '#0b2a5b',
  width: 'device-width',
  initialScale: 1,
};

export const dynamic = 'force-dynamic';

export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
