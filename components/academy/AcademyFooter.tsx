import Link from 'next/link';
import styles from './AcademyFooter.module.scss';

const links = [
  { href: '/academy/get-started', label: 'Get started' },
  { href: '/academy/courses', label: 'Course catalogue' },
  { href: '/privacyacademy', label: 'Academy privacy policy' },
  { href: '/terms-academy', label: 'Academy terms of use' },
  { href: '/cookie-academy', label: 'Academy cookie policy' },
  { href: '/legal-academy', label: 'Academy legal notice' },
] as const;

/** The academy's own footer area: its programme entry points and its legal pages. */
export function AcademyFooter() {
  return (
    <nav className={styles.academyFooter} aria-label="Corcym Academy">
      <p className={styles.academyFooterTitle}>Corcym Academy</p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
