/**
 * Response headers for every route, built here so next.config.ts, the server and the tests share one definition.
 *
 * Scripts: no 'unsafe-inline'. Next's inline bootstrap scripts are allowed by their SHA-256 hashes, which the
 * site's server (scripts/server/inline-script-hashes.mjs) computes from each HTML response and adds to the
 * script-src below, so statically generated pages stay static (a nonce would force every page to render per
 * request). The site's own inline scripts are hashed here as well: the consent flag that runs before the first
 * paint, and gtag's init snippet inserted after consent.
 * Development (`next dev`) keeps 'unsafe-inline' and 'unsafe-eval' for hot reloading.
 */
import { createHash } from 'node:crypto';
import { consentPendingScript } from './consent';

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

export function contentSecurityPolicy({ gaId, development }: CspOptions): string {
  const analytics = Boolean(gaId);
  const scriptSrc = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...(analytics ? GA_SCRIPT_HOSTS : [])]
    : [
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
