'use client';

import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { NavItem } from '@/lib/navigation';
import { NavLink } from './NavLink';
import styles from './DesktopMenu.module.scss';

interface DesktopMenuProps {
  items: NavItem[];
  label: string;
  newTabLabel: string;
}

/**
 * The wide-screen main menu. A submenu opens on hover or with ArrowDown (which moves into it), not on focus: a
 * keyboard visitor tabs from one top link to the next instead of through every submenu. Escape closes it and
 * returns focus to its parent link.
 */
export function DesktopMenu({ items, label, newTabLabel }: DesktopMenuProps) {
  const [open, setOpen] = useState<number | null>(null);
  const topLinks = useRef<(HTMLAnchorElement | null)[]>([]);
  const submenus = useRef<(HTMLUListElement | null)[]>([]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen((current) => (current === null ? current : null));
    }
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open === index) {
      event.preventDefault();
      setOpen(null);
      topLinks.current[index]?.focus();
    } else if (event.key === 'ArrowDown' && items[index]?.children) {
      event.preventDefault();
      // The submenu is inert while closed; open it before moving focus into it.
      flushSync(() => setOpen(index));
      const links = submenus.current[index]?.querySelectorAll('a');
      if (!links?.length) return;
      const position = [...links].indexOf(document.activeElement as HTMLAnchorElement);
      links[Math.min(position + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && items[index]?.children) {
      const links = [...(submenus.current[index]?.querySelectorAll('a') ?? [])];
      const position = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (position === -1) return;
      event.preventDefault();
      (position === 0 ? topLinks.current[index] : links[position - 1])?.focus();
    }
  };

  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.menu}>
        {items.map((item, index) => {
          const hasChildren = Boolean(item.children?.length);
          const isOpen = hasChildren && open === index;
          return (
            <li
              key={item.href}
              className={styles.item}
              onMouseEnter={() => setOpen(index)}
              onMouseLeave={() => setOpen(null)}
              onBlur={onBlur}
              onKeyDown={(event) => onKeyDown(index, event)}
            >
              <NavLink
                item={item}
                newTabLabel={newTabLabel}
                className={styles.topLink}
                ref={(node: HTMLAnchorElement | null) => {
                  topLinks.current[index] = node;
                }}
                {...(hasChildren ? { 'aria-expanded': isOpen } : {})}
              />
              {hasChildren && (
                <ul
                  className={styles.submenu}
                  data-open={isOpen}
                  inert={!isOpen}
                  ref={(node) => {
                    submenus.current[index] = node;
                  }}
                >
                  {item.children?.map((child) => (
                    <li key={child.href + child.label}>
                      <NavLink item={child} newTabLabel={newTabLabel} className={styles.subLink} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
