import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';

// Pages outside a language route never set a locale, so they render English and stay static. The awareness
// dictionaries are merged in: they are large, but only the server reads them.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const [ui, awareness] = await Promise.all([
    import(`../../messages/${locale}.json`),
    import(`../../messages/awareness/${locale}.json`),
  ]);
  return { locale, messages: { ...ui.default, ...awareness.default } };
});
