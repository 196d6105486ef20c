/**
 * Response headers for every route, built here so next.config.ts and the tests share one definition.
 *
 * script-src keeps 'unsafe-inline' because statically generated pages carry Next's inline bootstrap scripts and
 * a nonce would force every page to render per request (see README, "Security headers").
 */
const GA_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const GA_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

interface CspOptions {
  analytics: boolean;
  development: boolean;
}

export function contentSecurityPolicy({ analytics, development }: CspOptions): string {
  const scriptSrc = ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...(analytics ? GA_SCRIPT_HOSTS : [])];
  const connectSrc = ["'self'", ...(development ? ['ws:'] : []), ...(analytics ? GA_CONNECT_HOSTS : [])];
  const imgSrc = ["'self'", 'data:', 'blob:', ...(analytics ? GA_CONNECT_HOSTS : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
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
