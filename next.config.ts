import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { checkServerActionsKey, releaseConfig, sharedCacheConfig } from './lib/deployment';
import { securityHeaders } from './lib/security-headers';
import { siteUrlWarning } from './lib/seo/site-url-warning';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { ACTION_BODY_LIMIT_BYTES } from './scripts/server/action-requests.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const production = process.env.NODE_ENV === 'production';

const nextConfig: NextConfig = {
  // The end-to-end suite builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The site's server (scripts/server) compresses, after it has read each HTML page to hash its inline scripts.
  compress: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: {
    // Server actions take 1 MB by default; the back-office forms upload a picture of up to 2 MB (plus text). The
    // site's server refuses a larger body with 413 before Next reads it (scripts/server/action-requests.mjs).
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
    // `forbidden()`: a staff role refused a back-office page gets HTTP 403 on that address (lib/server/staff/guard.ts).
    authInterrupts: true,
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
          development: !production,
          // Browsers ignore HSTS received over plain http, so a local `npm start` is unaffected.
          hsts: production,
        }),
      },
    ];
  },
};

// Several instances serve one build as one site: same ids, same action key, shared cache (docs/operations.md).
export default function config(phase: string): NextConfig {
  checkServerActionsKey();
  warnAboutSiteUrl(phase);
  return withNextIntl({
    ...nextConfig,
    ...releaseConfig(phase, nextConfig.distDir ?? '.next'),
    ...sharedCacheConfig(),
  });
}

// Loud but not fatal: a fresh `npm install && npm start` builds without it (lib/seo/site-url-warning.ts). Next
// loads this file in its build workers too; they inherit the marker, so the message prints once.
function warnAboutSiteUrl(phase: string) {
  const warning =
    phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_URL_WARNING_SHOWN ? siteUrlWarning(process.env) : undefined;
  if (!warning) return;
  console.warn(`\n${warning}\n`);
  process.env.SITE_URL_WARNING_SHOWN = '1';
}
