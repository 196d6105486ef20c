import type { ComponentPropsWithRef } from 'react';
import type { NavItem } from '@/lib/navigation';
import { SiteLink } from '@/components/ui/SiteLink';

type NavLinkProps = { item: NavItem; newTabLabel: string } & Omit<ComponentPropsWithRef<'a'>, 'href'>;

/** A menu link: SiteLink inside the site, a new-tab anchor for external sites (announced to screen readers). */
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
    <SiteLink href={item.href} {...rest}>
      {children ?? item.label}
    </SiteLink>
  );
}
