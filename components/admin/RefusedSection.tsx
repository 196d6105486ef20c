'use client';
import { usePathname } from 'next/navigation';

/**
 * Names the back-office section of the refused address. `forbidden.tsx` takes no props, so the address is the
 * only thing that says what was refused; the server passes the section list and this leaf picks by path.
 */
export function RefusedSection({ sections }: { sections: { href: string; label: string }[] }) {
  const pathname = usePathname();
  const section = sections.find(({ href }) => pathname === href || pathname.startsWith(`${href}/`));
  return section ? <strong>{section.label}</strong> : <>that part of the back office</>;
}
