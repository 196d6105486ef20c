import Link from 'next/link';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/structured-data';
import styles from './Breadcrumb.module.scss';

export type { Crumb };

// Drawn, not read: the list already says where each crumb stands.
const separator = (
  <span className={styles.separator} aria-hidden="true">
    /
  </span>
);

/** Breadcrumb trail; the last crumb is the current page and is not a link. Search engines get it as a BreadcrumbList. */
export function Breadcrumb({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {items.map((crumb, index) =>
          index === items.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {index > 0 && separator}
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.href}>
              {index > 0 && separator}
              <Link href={crumb.href}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbJsonLd(items)} />
    </nav>
  );
}
