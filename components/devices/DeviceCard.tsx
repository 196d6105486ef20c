import Link from 'next/link';
import type { Device } from '@/lib/content/devices';
import { devicePath } from '@/lib/content/devices';
import { DeviceIllustration } from './DeviceIllustration';
import styles from './DeviceCard.module.scss';

/** A device in a list: drawing, name, subtitle, summary, and links to its worldwide and US editions. */
export function DeviceCard({
  editions,
  labels,
  headingLevel = 3,
}: {
  editions: Device[];
  labels: { worldwide: string; us: string; editions: string };
  /** 2 where the card list follows the page's h1 directly (category pages), 3 under a section heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const primary = editions.find((edition) => edition.market === 'ww') ?? editions[0]!;
  return (
    <li className={styles.card}>
      <div className={styles.art} style={{ backgroundColor: primary.banner.color }}>
        <DeviceIllustration kind={primary.banner.illustration} />
      </div>
      <div className={styles.body}>
        <Heading>
          <Link href={devicePath(primary)}>{primary.name}</Link>
        </Heading>
        <p className={styles.subtitle}>{primary.subtitle}</p>
        <p>{primary.summary}</p>
        {/* The name above is the card's link to its page: the edition it leads to is said here, not linked a
            second time; only another edition (another page) is a link of its own. */}
        <p className={styles.editions}>
          <span>{labels.editions}:</span>
          {editions.map((edition) => {
            const market = edition.market === 'us' ? labels.us : labels.worldwide;
            return edition === primary ? (
              <span key={edition.market} className={styles.current}>
                {market}
              </span>
            ) : (
              <Link key={edition.market} href={devicePath(edition)} aria-label={`${edition.name}, ${market}`}>
                {market}
              </Link>
            );
          })}
        </p>
      </div>
    </li>
  );
}
