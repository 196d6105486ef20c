import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';

// Pages outside a language route never set a locale, so they render English and stay static. The awareness
// pages' own text is content (content/awareness/), not messages.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const ui = await import(`../../messages/${locale}.json`);
  return { locale, messages: ui.default };
});
