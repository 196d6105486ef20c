import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';

// Pages outside a language route never set a locale, so they render English and stay static.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
