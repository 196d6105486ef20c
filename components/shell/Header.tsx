import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { htmlLangFor, isLocale, defaultLocale } from '@/lib/i18n/locales';
import { mainMenu, mobileExtras, translateMenu, type NavKey } from '@/lib/navigation';
import { socialLinks } from '@/lib/site-config';
import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';
import { SearchLauncher } from './SearchLauncher';
import { LogoutSlot } from './LogoutSlot';
import { Logo } from './Logo';
import { RegionSelector } from './RegionSelector';
import styles from './Header.module.scss';

/** The site header: a server component that translates the menus and hands plain props to small client leaves. */
export async function Header() {
  const t = await getTranslations();
  const locale = await getLocale();
  const translate = (key: NavKey) => t(`nav.${key}`);
  const menu = translateMenu(mainMenu, translate, locale);
  // The home page is in English: on a page in another language the logo's link says so.
  const home = locale === 'en' ? t('header.home') : `${t('header.home')} (English)`;
  const newTab = t('header.opensInNewTab');

  return (
    <header className={`${styles.header} no-print`}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={home} {...(locale !== 'en' && { hrefLang: 'en' })}>
          <Logo />
        </Link>
        <DesktopMenu items={menu} label={t('header.mainNavigation')} newTabLabel={newTab} />
        <div className={styles.actions}>
          <LogoutSlot label={t('header.logout')} className={styles.logout} />
          <RegionSelector />
          <SearchLauncher
            buttonLabel={t('header.search')}
            lang={htmlLangFor(isLocale(locale) ? locale : defaultLocale)}
            labels={{
              dialog: t('search.dialogLabel'),
              input: t('search.inputLabel'),
              placeholder: t('search.placeholder'),
              close: t('search.close'),
              noResults: t('search.noResults'),
              resultOne: t('search.resultOne'),
              // Filled in by the overlay with the live count.
              resultMany: t.raw('search.resultMany') as string,
              hint: t('search.hint'),
              pages: t('search.pages'),
              news: t('search.news'),
            }}
          />
          <MobileMenu
            items={menu}
            extras={translateMenu(mobileExtras, translate, locale)}
            social={socialLinks}
            labels={{
              open: t('header.openMenu'),
              close: t('header.closeMenu'),
              navigation: t('header.mobileNavigation'),
              back: t('header.back'),
              openSubmenu: t('header.openSubmenu', { label: '{label}' }),
              followUs: t('header.followUs'),
              newTab,
              logout: t('header.logout'),
            }}
          />
        </div>
      </div>
    </header>
  );
}
