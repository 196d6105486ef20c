import { awarenessPath, htmlLangFor, localeFor, regionCodes } from '../i18n/locales';

/**
 * The language versions of an awareness page (hreflang), or undefined for a page in one language only. The
 * pages' alternates links and the sitemap both use this, so they agree. `x-default` (for a reader in none of the
 * seven languages) is the English page at its canonical address, which the sitemap lists: not
 * /patients-and-caregivers-other-countries, which shows the same page but is canonical elsewhere and unlisted.
 */
export function awarenessAlternates(path: string): Record<string, string> | undefined {
  if (!regionCodes.some((region) => awarenessPath(region) === path)) return undefined;
  return {
    ...Object.fromEntries(regionCodes.map((region) => [htmlLangFor(localeFor(region)), awarenessPath(region)])),
    'x-default': awarenessPath('en'),
  };
}
