/**
 * Response headers for every route, built here so next.config.ts, the server and the tests share one definition.
 *
 * Scripts: no 'unsafe-inline'. On pages every visitor receives alike, Next's inline bootstrap scripts are allowed by
 * their SHA-256 hashes, which the site's server (server/host/inline-script-hashes.mjs) computes from each HTML
 * response and adds to the script-src below, so statically generated pages stay static (a nonce would force every
 * page to render per request). Pages rendered per request for one person (the academy, the sign-in, the back
 * office) get a nonce instead (`personalPagePolicy`, set by the request gate, proxy.ts): Next writes it on every
 * script it renders, and the site's server streams those pages without holding them (server/host/streamed-pages.mjs).
 * The site's own inline scripts are hashed here as well: the consent flag that runs before the first paint (the
 * same bytes in every page's shared shell, which cannot read a per-request nonce without making every page
 * dynamic), and gtag's init snippet inserted after consent.
 * Development (`next dev`) keeps 'unsafe-inline' and 'unsafe-eval' for hot reloading.
 */
import { createHash } from 'node:crypto';
import { consentPendingScript } from './consent';
import type { RouteAccess } from './route-lookup';

const GA_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const GA_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

interface CspOptions {
  /** The GA4 measurement id when analytics is configured. */
  gaId?: string;
  development: boolean;
  /**
   * A page rendered for this request alone: script-src allows inline scripts carrying this nonce instead of the
   * hashes the server adds. No 'strict-dynamic': Next's chunks load from 'self' (and gtag from its host) as on every
   * other page, and Chromium lets a script element that page code creates run under 'strict-dynamic' even inline
   * and without the nonce, which would undo the refusal of injected inline scripts (tests/e2e/streamed-pages.spec.ts).
   */
  nonce?: string;
}

/**
 * The init snippet @next/third-parties' GoogleAnalytics inserts, character for character (a test renders the
 * component and compares), so its hash can be allowed without allowing inline scripts in general.
 */
export function gaInitScript(gaId: string): string {
  return `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${gaId}' );`;
}

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy({ gaId, development, nonce }: CspOptions): string {
  const analytics = Boolean(gaId);
  const scriptSrc = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...(analytics ? GA_SCRIPT_HOSTS : [])]
    : [
        ...(nonce ? [`'nonce-${nonce}'`] : []),
        "'self'",
        sha256Source(consentPendingScript),
        ...(gaId ? [...GA_SCRIPT_HOSTS, sha256Source(gaInitScript(gaId))] : []),
      ];
  const connectSrc = ["'self'", ...(development ? ['ws:'] : []), ...(analytics ? GA_CONNECT_HOSTS : [])];
  const imgSrc = ["'self'", 'data:', 'blob:', ...(analytics ? GA_CONNECT_HOSTS : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': scriptSrc,
    // Inline style attributes (React's style prop) need this; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': imgSrc,
    'font-src': ["'self'"],
    'connect-src': connectSrc,
    'media-src': ["'self'", 'blob:'],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: CspOptions & { hsts: boolean }): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(options.hsts ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** 18 random bytes, base64: a fresh nonce for one response. */
export function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy, with a fresh nonce, of a request for a page rendered per request for one person: every registered
 * page whose access is not 'public' (the academy's learner pages, the sign-in steps, the back office; all rendered
 * per request, never from the prerendered or ISR cache). Undefined for any other page, and in development.
 */
export function personalPagePolicy(
  access: RouteAccess | undefined,
  options: Omit<CspOptions, 'nonce'>,
): string | undefined {
  if (options.development || access === undefined || access === 'public') return undefined;
  return contentSecurityPolicy({ ...options, nonce: freshNonce() });
}
