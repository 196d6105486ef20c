/**
 * Languages of the site. English is the source and the language of every page outside the patient-awareness
 * pages, which exist in all seven. The awareness URLs use the region codes of requirements §2.3 (ch, ne), next-intl the
 * standard locales (zh, nl), and <html lang> the full tags (zh-CN).
 */
export const locales = ['en', 'zh', 'fr', 'de', 'it', 'nl', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: string | undefined): value is Locale {
  return locales.includes(value as Locale);
}

export const regionCodes = ['en', 'ch', 'de', 'es', 'fr', 'it', 'ne'] as const;
export type RegionCode = (typeof regionCodes)[number];

const localeOfRegion: Record<RegionCode, Locale> = {
  en: 'en',
  ch: 'zh',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ne: 'nl',
};
const htmlLang: Record<Locale, string> = { en: 'en', zh: 'zh-CN', fr: 'fr', de: 'de', it: 'it', nl: 'nl', es: 'es' };
const ogLocale: Record<Locale, string> = {
  en: 'en_GB',
  zh: 'zh_CN',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  nl: 'nl_NL',
  es: 'es_ES',
};

export const isRegionCode = (value: string): value is RegionCode => regionCodes.includes(value as RegionCode);
export const localeFor = (region: RegionCode): Locale => localeOfRegion[region];
export const htmlLangFor = (locale: Locale): string => htmlLang[locale];
export const ogLocaleFor = (locale: Locale): string => ogLocale[locale];

/** Standard language codes that people type, redirected to the region code the URLs use. */
export const regionAliases: Record<string, RegionCode> = { zh: 'ch', nl: 'ne' };

/** `?lang=` values of /patients-and-caregivers-other-countries (requirements §2.1). */
export const otherCountriesLanguages: readonly RegionCode[] = ['en', 'ch', 'fr', 'de', 'it'];

export const awarenessPath = (region: RegionCode) => `/patients-and-caregivers/${region}`;
export const OTHER_COUNTRIES_PATH = '/patients-and-caregivers-other-countries';
