import type { RegionCode } from '../../i18n/locales';

/**
 * The country selector's two lists (requirements §2.3). List one: the seven awareness languages, each with its flag.
 * List two: countries by locale, each mapped to the closest awareness language (English by default).
 */
export const regionListOne: readonly { region: RegionCode; country?: string }[] = [
  { region: 'ch', country: 'CN' },
  { region: 'de', country: 'DE' },
  { region: 'es', country: 'ES' },
  { region: 'fr', country: 'FR' },
  { region: 'it', country: 'IT' },
  { region: 'ne', country: 'NL' },
  { region: 'en' },
];

/** locale code (as listed in requirements §3.6) -> ISO country, and the awareness language that serves it. */
export const regionListTwo: readonly { locale: string; country: string; region: RegionCode }[] = [
  { locale: 'bg', country: 'BG', region: 'en' },
  { locale: 'el', country: 'GR', region: 'en' },
  { locale: 'au', country: 'AT', region: 'de' },
  { locale: 'be', country: 'BE', region: 'ne' },
  { locale: 'cs', country: 'CZ', region: 'en' },
  { locale: 'da', country: 'DK', region: 'en' },
  { locale: 'de', country: 'DE', region: 'de' },
  { locale: 'et', country: 'EE', region: 'en' },
  { locale: 'en', country: 'GB', region: 'en' },
  { locale: 'es', country: 'ES', region: 'es' },
  { locale: 'fr', country: 'FR', region: 'fr' },
  { locale: 'hr', country: 'HR', region: 'en' },
  { locale: 'it', country: 'IT', region: 'it' },
  { locale: 'lv', country: 'LV', region: 'en' },
  { locale: 'lt', country: 'LT', region: 'en' },
  { locale: 'lu', country: 'LU', region: 'fr' },
  { locale: 'hu', country: 'HU', region: 'en' },
  { locale: 'nl', country: 'NL', region: 'ne' },
  { locale: 'no', country: 'NO', region: 'en' },
  { locale: 'pl', country: 'PL', region: 'en' },
  { locale: 'pt', country: 'PT', region: 'es' },
  { locale: 'ro', country: 'RO', region: 'en' },
  { locale: 'sl', country: 'SI', region: 'en' },
  { locale: 'sk', country: 'SK', region: 'en' },
  { locale: 'fi', country: 'FI', region: 'en' },
  { locale: 'sv', country: 'SE', region: 'en' },
  { locale: 'tr', country: 'TR', region: 'en' },
  { locale: 'ru', country: 'RU', region: 'en' },
];

/** The language each awareness page is written in, named in that language (for the language list). */
export const nativeLanguageNames: Record<RegionCode, string> = {
  en: 'English',
  ch: '中文',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ne: 'Nederlands',
};
