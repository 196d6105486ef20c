import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './admin.module.scss';

/**
 * The back office's own refusal (403) and not-found (404) pages, rendered in the HTML inside the console shell.
 *
 * Why not only `forbidden()` / `notFound()` and `forbidden.tsx`: an interrupt thrown while the server renders the
 * page's HTML fails React's whole server render (React has no error boundaries on the server), and Next then sends
 * an empty error document (`<html id="__next_error__">`, no `lang`, no text) that only the browser's scripts fill
 * in: a blank page without JavaScript, and a blank page until the scripts run with it. So the console layout
 * renders the refusal itself when the address belongs to a section the role may not use, and a page that finds no
 * record renders `NotFoundPanel`. Next answers those with 200; the `<meta name="back-office-status">` they carry
 * tells the site's server (server/host/response-rewrite.mjs) the status to send instead, for back-office
 * addresses only. The guards still call `forbidden()` in every page and action, which also covers navigations
 * inside the open back office (there the console's `forbidden.tsx` is shown).
 */
export const STATUS_META_NAME = 'back-office-status';

function StatusMeta({ status }: { status: 403 | 404 }) {
  return <meta name={STATUS_META_NAME} content={String(status)} />;
}

/**
 * The refusal's words, the same wherever it is shown: in the panel the console layout renders (with its status)
 * and in the console's `forbidden.tsx`, where `section` names the part of the back office the address is in.
 */
export function Refusal({ role, section, status }: { role?: string; section: ReactNode; status?: 403 }) {
  return (
    <StatusPage status={status} title="You do not have access to that page" links={[]}>
      <p>
        {role ? `Your role (${role})` : 'Your role'} does not include {section}. If you need it for your work, ask an
        administrator to change your role.
      </p>
    </StatusPage>
  );
}

/** A status page's frame: its status for the server, its heading and text, its links, then the dashboard's. */
function StatusPage({
  status,
  title,
  links,
  children,
}: {
  status?: 403 | 404;
  title: string;
  links: { href: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      {status && <StatusMeta status={status} />}
      <h1 className={styles.title}>{title}</h1>
      {children}
      {[...links, { href: '/admin', label: 'Back to the dashboard' }].map((link) => (
        <p key={link.href}>
          <Link href={link.href} prefetch={false}>
            {link.label}
          </Link>
        </p>
      ))}
    </div>
  );
}

export function RefusedPanel({ role, section }: { role: string; section: string }) {
  return <Refusal role={role} section={<strong>{section}</strong>} status={403} />;
}

export function NotFoundPanel({ back, backLabel }: { back: string; backLabel: string }) {
  return (
    <StatusPage status={404} title="That page or record does not exist" links={[{ href: back, label: backLabel }]}>
      <p>It may have been removed, or the address may be mistyped.</p>
    </StatusPage>
  );
}
