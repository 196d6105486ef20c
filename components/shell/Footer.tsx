import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { footerLinks, translateMenu } from '@/lib/navigation';
import { siteConfig, socialLinks } from '@/lib/site-config';
import { NavLink } from './NavLink';
import { SocialIcon } from './SocialIcon';
import { Logo } from './Logo';
import { CookieSettingsButton } from './CookieSettingsButton';
import styles from './Footer.module.scss';

/**
 * The current year, read when the page is rendered: at each regeneration for the pages that are regenerated (the
 * home page, news, the sitemap's companions, every five minutes at most), at build for the fully static pages, which
 * show the build's year until the next deployment.
 */
const copyrightYear = () => new Date().getUTCFullYear();

export async function Footer() {
  const t = await getTranslations();
  const newTab = t('header.opensInNewTab');
  const locale = await getLocale();
  const links = translateMenu(footerLinks, (key) => t(`nav.${key}`), locale);

  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link
            href="/"
            aria-label={locale === 'en' ? t('header.home') : `${t('header.home')} (English)`}
            {...(locale !== 'en' && { hrefLang: 'en' })}
            className={styles.logo}
          >
            <Logo inverted />
          </Link>
          <p className={styles.note}>{t('footer.informational')}</p>
        </div>
        <nav aria-label={t('footer.navigation')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <NavLink item={link} newTabLabel={newTab} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.social}>
          <p className={styles.followTitle}>{t('footer.followUs')}</p>
          <ul>
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener" aria-label={`${link.label} ${newTab}`}>
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { from: siteConfig.copyrightYear, year: copyrightYear() })}</p>
        <CookieSettingsButton label={t('consent.reopen')} className={styles.cookieSettings} />
        <p>
          {t.rich('footer.designedBy', {
            designer: siteConfig.designer.name,
            link: (chunks) => (
              <a href={siteConfig.designer.url} target="_blank" rel="noopener">
                {chunks}
                <span className="visually-hidden"> {newTab}</span>
              </a>
            ),
          })}
        </p>
      </div>
    </footer>
  );
}
