import { OTHER_COUNTRIES_PATH, awarenessPath, htmlLangFor, localeFor, regionCodes } from '../i18n/locales';

/**
 * The language versions of an awareness page (hreflang), or undefined for a page in one language only. The
 * pages' alternates links and the sitemap both use this, so they agree.
 */
export function awarenessAlternates(path: string): Record<string, string> | undefined {
  if (!regionCodes.some((region) => awarenessPath(region) === path)) return undefined;
  return {
    ...Object.fromEntries(regionCodes.map((region) => [htmlLangFor(localeFor(region)), awarenessPath(region)])),
    'x-default': OTHER_COUNTRIES_PATH,
  };
}
