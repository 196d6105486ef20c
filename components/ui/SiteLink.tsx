import Link from 'next/link';
import type { ComponentPropsWithRef } from 'react';
import { forwardsOffSite } from '@/lib/proxy/external-redirects';

/** Addresses outside the site: other websites, e-mail and telephone links. */
function isExternalHref(href: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(href);
}

/**
 * The one link of content and menus: next/link for pages of the site, not prefetched when the path only forwards to
 * another site (/careers: prefetching would fetch that site, which the CSP refuses); a plain anchor for the rest.
 */
export function SiteLink({ href, children, ...rest }: { href: string } & Omit<ComponentPropsWithRef<'a'>, 'href'>) {
  if (isExternalHref(href)) {
    return (
      <a href={href} {...(href.startsWith('http') ? { rel: 'noopener' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={forwardsOffSite(href.split(/[?#]/)[0] ?? href) ? false : undefined} {...rest}>
      {children}
    </Link>
  );
}
