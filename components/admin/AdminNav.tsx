'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './AdminShell.module.scss';

/** The back-office menu: only the sections the role may use (chosen on the server). Marks the current one. */
export function AdminNav({ items }: { items: { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label="Back office">
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} prefetch={false} aria-current={pathname === item.href ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
