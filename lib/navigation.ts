/**
 * Menus of the shell (requirements §2.3). Labels are message keys in messages/{locale}.json under `nav`, so the tree is
 * the same in every language. The mobile menu renders the same tree, nested up to MAX_MENU_DEPTH levels.
 */
import type { Messages } from './i18n/app-config';
import { siteConfig } from './site-config';
import { forwardsOffSite } from './proxy/external-redirects';

/** A key under `nav` in messages/en.json: a menu entry without a label fails type-checking. */
export type NavKey = keyof Messages['nav'];

interface MenuItem {
  label: NavKey;
  href: string;
  external?: boolean;
  children?: MenuItem[];
}

export const MAX_MENU_DEPTH = 4;

export const mainMenu: MenuItem[] = [
  {
    label: 'about',
    href: '/about',
    children: [
      { label: 'aboutOverview', href: '/about' },
      { label: 'values', href: '/about#values' },
      { label: 'ethics', href: '/ethics' },
      { label: 'careers', href: '/careers' },
      { label: 'meetTheTeam', href: '/meet-the-team' },
      { label: 'newsroom', href: siteConfig.newsroomUrl, external: true },
    ],
  },
  {
    label: 'devices',
    href: '/devices',
    children: [
      { label: 'aortic', href: '/devices/aortic' },
      { label: 'mitral', href: '/devices/mitral' },
      { label: 'miami', href: '/devices/miami-instruments' },
    ],
  },
  { label: 'patients', href: '/patients-and-caregivers-other-countries' },
  {
    label: 'hcp',
    href: '/education',
    children: [
      { label: 'hcpOverview', href: '/education' },
      { label: 'academy', href: '/academy' },
      { label: 'eras', href: '/eras' },
      { label: 'ctScan', href: '/ct-scan' },
    ],
  },
  { label: 'contact', href: '/contact-us' },
  { label: 'partner', href: '/partner-with-us' },
];

/** Extra entries of the mobile menu, below the main tree. */
export const mobileExtras: MenuItem[] = [
  { label: 'mediaLibrary', href: '/media-library' },
  { label: 'news', href: '/news' },
  { label: 'careers', href: '/careers' },
];

/** Footer links in the order of requirements §2.3, with the accessibility statement and the COVID-19 page added. */
export const footerLinks: MenuItem[] = [
  { label: 'contact', href: '/contact-us' },
  { label: 'customerService', href: '/customer-service' },
  { label: 'research', href: '/research' },
  { label: 'donations', href: '/donations-and-grants' },
  { label: 'productSafety', href: '/product-safety' },
  { label: 'terms', href: '/terms' },
  { label: 'privacy', href: '/privacy' },
  { label: 'cookies', href: '/cookies' },
  { label: 'legal', href: '/legal' },
  { label: 'accessibility', href: '/accessibility' },
  { label: 'mediaLibrary', href: '/media-library' },
  { label: 'news', href: '/news' },
  { label: 'coronavirus', href: '/coronavirus' },
  { label: 'candidatesPrivacy', href: siteConfig.candidatesPrivacyUrl, external: true },
];

/** A menu entry with its label already translated, ready for a client leaf. */
export interface NavItem {
  label: string;
  href: string;
  external?: boolean;
  /** The page it leads to exists only in English, and the menu is shown in another language: the link says so. */
  englishOnly?: boolean;
  children?: NavItem[];
}

/**
 * Whether a page of the site exists only in English: every page but the patient-awareness pages (in seven
 * languages, and the other-countries page that serves them). Other sites' pages (/careers forwards to one) are
 * not ours to describe.
 */
export function isEnglishOnly(href: string): boolean {
  if (!href.startsWith('/')) return false;
  const path = href.split(/[?#]/)[0] || '/';
  return !path.startsWith('/patients-and-caregivers') && !forwardsOffSite(path);
}

/**
 * The menu with its labels translated, ready for a client leaf. In a language other than English (the patient
 * pages), entries that lead to English-only pages are marked (WCAG 3.1.2: the visitor is told before following).
 */
export function translateMenu(items: MenuItem[], translate: (key: NavKey) => string, locale = 'en'): NavItem[] {
  return items.map((item) => ({
    label: translate(item.label),
    href: item.href,
    ...(item.external ? { external: true } : {}),
    ...(locale !== 'en' && !item.external && isEnglishOnly(item.href) ? { englishOnly: true } : {}),
    ...(item.children ? { children: translateMenu(item.children, translate, locale) } : {}),
  }));
}
