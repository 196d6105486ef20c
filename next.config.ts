import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { checkServerActionsKey, releaseConfig, sharedCacheConfig } from './lib/deployment';
import { securityHeaders } from './lib/security-headers';
import { checkPublicEnv, recordPublicEnv } from './lib/public-env';
import { siteUrlWarning } from './lib/seo/site-url-warning';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { resolve } from 'node:path';
import { ACTION_BODY_LIMIT_BYTES } from './lib/http/action-limits.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const production = process.env.NODE_ENV === 'production';

const nextConfig: NextConfig = {
  // The end-to-end suite builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The site's server (server/) compresses, after it has read each HTML page to hash its inline scripts.
  compress: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  compiler: {
    // The NEXT_PUBLIC_* values this build compiled in, which the server compares with its own at start (below).
    runAfterProductionCompile: async ({ distDir }) => recordPublicEnv(distDir),
  },
  experimental: {
    // Server actions take 1 MB by default; the back-office forms upload a picture of up to 2 MB, and the grant
    // application (app/(site)/[page]/actions.ts) a PDF of up to 5 MB (GRANT_UPLOAD_MAX_MB's default), plus text.
    // The site's server refuses a larger body with 413 before Next reads it (server/host/action-requests.mjs).
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
  // A NEXT_PUBLIC_* value set at start that differs from the build's would be ignored (or reach only the pages
  // rendered after the start, when the build had none): refuse it, naming both (lib/public-env.ts).
  if (phase === PHASE_PRODUCTION_SERVER) checkPublicEnv(nextConfig.distDir ?? '.next');
  return withNextIntl({
    ...nextConfig,
    ...releaseConfig(phase, nextConfig.distDir ?? '.next'),
    ...pageCacheConfig(phase),
    ...sharedCacheConfig(),
  });
}

// One host keeps its page cache on disk: Next's own file cache, with no 404 entries and a size budget
// (lib/cache/page-cache-handler.mjs, PAGE_CACHE_MB). Only for serving: the build writes its prerendered pages as
// before. Several instances share Redis instead (sharedCacheConfig, which wins when REDIS_URL is set).
function pageCacheConfig(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || process.env.REDIS_URL) return {};
  return { cacheHandler: resolve(process.cwd(), 'lib/cache/page-cache-handler.mjs') };
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
