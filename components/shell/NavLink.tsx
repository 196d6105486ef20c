import type { ComponentPropsWithRef } from 'react';
import type { NavItem } from '@/lib/navigation';
import { SiteLink } from '@/components/ui/SiteLink';

type NavLinkProps = { item: NavItem; newTabLabel: string } & Omit<ComponentPropsWithRef<'a'>, 'href'>;

/**
 * A menu link: SiteLink inside the site, a new-tab anchor for external sites (announced to screen readers). A link
 * to an English-only page from a page in another language carries `hreflang="en"` and says "English".
 */
export function NavLink({ item, newTabLabel, children, ...rest }: NavLinkProps) {
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener" {...rest}>
        {children ?? item.label}
        <span className="visually-hidden"> {newTabLabel}</span>
      </a>
    );
  }
  return (
    <SiteLink href={item.href} {...(item.englishOnly && { hrefLang: 'en' })} {...rest}>
      {children ?? item.label}
      {item.englishOnly && <EnglishMarker />}
    </SiteLink>
  );
}

/**
 * Said after a link to an English-only page on a page in another language: a small "EN" tag for the eye, and
 * "(English)", spoken in English, for screen readers.
 */
export function EnglishMarker() {
  return (
    <span className="lang-marker" lang="en">
      <span aria-hidden="true">EN</span>
      <span className="visually-hidden"> (English)</span>
    </span>
  );
}
