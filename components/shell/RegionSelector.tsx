import { getLocale, getTranslations } from 'next-intl/server';
import { regionListOne, regionListTwo, nativeLanguageNames } from '@/lib/content/awareness/regions';
import { awarenessPath, htmlLangFor, localeFor } from '@/lib/i18n/locales';
import { RegionDisclosure } from './RegionDisclosure';

/** The country and language selector of the header: names come translated from Intl for the page's language. */
export async function RegionSelector() {
  const t = await getTranslations('region');
  const locale = await getLocale();
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  return (
    <RegionDisclosure
      labels={{
        button: t('button'),
        dialog: t('dialogLabel'),
        listOne: t('listOne'),
        listTwo: t('listTwo'),
        close: t('close'),
      }}
      listOne={regionListOne.map((entry) => ({
        href: awarenessPath(entry.region),
        country: entry.country,
        name: entry.country ? (countries.of(entry.country) ?? entry.country) : t('otherCountries'),
        language: nativeLanguageNames[entry.region],
        // Each language is named in itself, so screen readers must read it in that language.
        languageTag: htmlLangFor(localeFor(entry.region)),
      }))}
      listTwo={regionListTwo
        .map((entry) => ({
          href: awarenessPath(entry.region),
          name: countries.of(entry.country) ?? entry.country,
          locale: entry.locale,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, locale))}
    />
  );
}
