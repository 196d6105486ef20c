'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_MENU_DEPTH, type NavItem } from '@/lib/navigation';
import { ModalDialog } from '@/components/ui/ModalDialog';
import type { SocialNetwork } from '@/lib/site-config';
import { NavLink } from './NavLink';
import { SocialIcon } from './SocialIcon';
import { LogoutSlot } from './LogoutSlot';
import styles from './MobileMenu.module.scss';

export interface MobileMenuLabels {
  open: string;
  close: string;
  navigation: string;
  back: string;
  openSubmenu: string;
  followUs: string;
  newTab: string;
  logout: string;
}

interface MobileMenuProps {
  items: NavItem[];
  extras: NavItem[];
  social: readonly { network: SocialNetwork; label: string; href: string }[];
  labels: MobileMenuLabels;
}

/**
 * The slide-in menu for narrow screens: a drill-down through the menu tree (up to MAX_MENU_DEPTH levels), with
 * as a native modal dialog (page behind inert, focus kept inside) that Escape or the close button closes.
 */
export function MobileMenu({ items, extras, social, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [trail, setTrail] = useState<NavItem[]>([]);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    setTrail([]);
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [open, trail]);

  const level = trail.length === 0 ? items : (trail[trail.length - 1]?.children ?? []);
  const parent = trail[trail.length - 1];

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => setOpen(true)}
      >
        <span className={styles.burger} aria-hidden="true" />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      {open && (
        <ModalDialog id="mobile-menu" onClose={close} aria-label={labels.navigation}>
          <div className={styles.backdrop} data-open={open} onClick={close} aria-hidden="true" />
          <div ref={panel} className={styles.panel} data-open={open}>
            <div className={styles.top}>
              {parent ? (
                <button
                  type="button"
                  className={styles.back}
                  data-autofocus
                  onClick={() => setTrail(trail.slice(0, -1))}
                >
                  <span aria-hidden="true">‹</span> {labels.back}
                </button>
              ) : (
                <span />
              )}
              <button
                type="button"
                className={styles.close}
                onClick={close}
                {...(parent ? {} : { 'data-autofocus': true })}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{labels.close}</span>
              </button>
            </div>
            {/* A link inside the menu navigates client-side; the menu must not stay open over the new page. */}
            <nav aria-label={labels.navigation} onClick={(event) => (event.target as Element).closest('a') && close()}>
              {parent && (
                <p className={styles.levelTitle}>
                  <NavLink item={parent} newTabLabel={labels.newTab} />
                </p>
              )}
              <ul className={styles.list}>
                {level.map((item) => (
                  <li key={item.href + item.label} className={styles.row}>
                    <NavLink item={item} newTabLabel={labels.newTab} className={styles.link} />
                    {item.children?.length && trail.length + 1 < MAX_MENU_DEPTH ? (
                      <button
                        type="button"
                        className={styles.drill}
                        onClick={() => setTrail([...trail, item])}
                        aria-label={labels.openSubmenu.replace('{label}', item.label)}
                      >
                        <span aria-hidden="true">›</span>
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
              {!parent && (
                <>
                  <ul className={`${styles.list} ${styles.extras}`}>
                    {extras.map((item) => (
                      <li key={item.href} className={styles.row}>
                        <NavLink item={item} newTabLabel={labels.newTab} className={styles.link} />
                      </li>
                    ))}
                    <LogoutSlot label={labels.logout} className={styles.link} as="li" />
                  </ul>
                  <p className={styles.followTitle}>{labels.followUs}</p>
                  <ul className={styles.social}>
                    {social.map((link) => (
                      <li key={link.network}>
                        <a
                          href={link.href}
                          target="_blank"
                          rel="noopener"
                          aria-label={`${link.label} ${labels.newTab}`}
                        >
                          <SocialIcon network={link.network} />
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </nav>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
