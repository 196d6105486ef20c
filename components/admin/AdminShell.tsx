import Link from 'next/link';
import type { ReactNode } from 'react';
import { roleLabels } from '@/lib/server/staff/permissions';
import { sectionsFor } from '@/lib/server/staff/sections';
import type { SignedInStaff } from '@/lib/server/staff/session';
import { AdminNav } from './AdminNav';
import styles from './AdminShell.module.scss';

/** Header of every signed-in back-office page: home link, the role's menu, who is signed in, sign out. */
export function AdminShell({
  staff,
  verified,
  signOut,
  children,
}: {
  staff: SignedInStaff;
  verified: boolean;
  signOut: () => Promise<void>;
  children: ReactNode;
}) {
  // Before a required authenticator is set up there is nothing to navigate to.
  const items = verified
    ? [{ href: '/admin', label: 'Dashboard' }, ...sectionsFor(staff.role).map(({ href, label }) => ({ href, label }))]
    : [];
  return (
    <>
      <a className={styles.skip} href="#admin-main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link className={styles.brand} href="/admin" prefetch={false}>
            Corcym back office
          </Link>
          {items.length > 0 && <AdminNav items={items} />}
          <div className={styles.account}>
            <span>
              {staff.email} ({roleLabels[staff.role]})
            </span>
            <form action={signOut}>
              <button type="submit">Sign out</button>
            </form>
          </div>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
