import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import styles from './PageHero.module.scss';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  /** The title's language when it is not the page's (a document's title in German: `de`). */
  titleLang?: string;
  lead?: ReactNode;
  breadcrumb?: { label: string; items: Crumb[] };
  children?: ReactNode;
}

/** The coloured band at the top of an inner page: breadcrumb, eyebrow, the page's only h1 and its lead. */
export function PageHero({ eyebrow, title, titleLang, lead, breadcrumb, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        {breadcrumb && <Breadcrumb label={breadcrumb.label} items={breadcrumb.items} />}
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
