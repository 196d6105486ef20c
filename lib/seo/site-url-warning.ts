/**
 * The public origin (NEXT_PUBLIC_SITE_URL) is read at build: canonical links, hreflang alternates, Open Graph
 * URLs, the sitemap, robots.txt and the structured data all carry it. A production build without it writes
 * http://localhost:3000 into every one of them, which search engines would index as the site's address.
 * The build only warns: `npm install && npm start` on a fresh machine must still work (requirements §12.1).
 */
type Env = Record<string, string | undefined>;

export const SITE_URL_VARIABLE = 'NEXT_PUBLIC_SITE_URL';

const banner = (lines: string[]) => {
  const rule = '!'.repeat(78);
  return [rule, ...lines.map((line) => `!  ${line}`), rule].join('\n');
};

/** The warning to print at `next build`, or undefined when the origin is set to an absolute http(s) URL. */
export function siteUrlWarning(env: Env): string | undefined {
  const value = env[SITE_URL_VARIABLE]?.trim();
  if (!value) {
    return banner([
      `${SITE_URL_VARIABLE} is not set: this build uses http://localhost:3000 as the site's public address.`,
      'Canonical links, hreflang alternates, Open Graph URLs and images, sitemap.xml, robots.txt and the',
      'structured data (JSON-LD) will all point at localhost, and search engines would index that.',
      `Fine for a local try-out. For production, build with ${SITE_URL_VARIABLE}=https://your-domain`,
      '(README, Configuration; docs/operations.md, "Public address").',
    ]);
  }
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return banner([
      `${SITE_URL_VARIABLE}="${value}" is not an absolute http(s) address such as https://www.example.com.`,
      'Canonical links, Open Graph URLs, sitemap.xml and robots.txt are built from it.',
    ]);
  }
  return undefined;
}
