'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/client/hydrated';
import { tabKeyTarget, useHashSelection } from '@/lib/client/tabs';
import { ModalDialog } from '@/components/ui/ModalDialog';
import styles from './DeviceSections.module.scss';

export interface DeviceSection {
  id: string;
  label: string;
  content: ReactNode;
}

interface DeviceSectionsProps {
  sections: DeviceSection[];
  menuLabel: string;
  closeLabel: string;
  /** Extra links at the foot of the menu (IFU site, contact). */
  links: ReactNode;
}

const WIDE = '(min-width: 992px)';

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The five sections of a device page (requirements §2.4).
 *
 * HTML first: the server's HTML is a list of links (#performance) and every section's content, each section with
 * that id; the linked section is shown by CSS (:target, DeviceSections.module.scss), the first one otherwise, so
 * the menu works before the scripts have run and without them. Once hydrated, from the large breakpoint up the
 * links are a vertical WAI-ARIA tab list switching the panel at right, with the section in the URL hash; below it,
 * each entry opens the section as a full-screen dialog sliding in from the right. A section a visitor linked to
 * or tapped before hydration is the one selected (or opened) then.
 */
export function DeviceSections({ sections, menuLabel, closeLabel, links }: DeviceSectionsProps) {
  const hydrated = useHydrated();
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
  const tabs = hydrated && wide;
  const dialogs = hydrated && !wide;
  const [selected, setSelected] = useState(0);
  const [overlay, setOverlay] = useState<number | null>(null);
  const entries = useRef<(HTMLAnchorElement | null)[]>([]);
  const dialog = useRef<HTMLDivElement>(null);
  const closeOverlay = useCallback(() => setOverlay(null), []);

  // A linked section (#performance) opens on arrival and when the hash changes: on a phone as its dialog.
  useHashSelection(
    useCallback(() => {
      const index = sections.findIndex((section) => `#${section.id}` === window.location.hash);
      if (index < 0) return;
      setSelected(index);
      if (!window.matchMedia(WIDE).matches) setOverlay(index);
    }, [sections]),
  );

  useEffect(() => {
    if (dialogs && overlay !== null) dialog.current?.querySelector<HTMLElement>('[data-close]')?.focus();
  }, [dialogs, overlay]);

  const select = (index: number, focus = false) => {
    setSelected(index);
    window.history.replaceState(null, '', `#${sections[index]!.id}`);
    if (focus) entries.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!tabs) return;
    const next = tabKeyTarget(event.key, selected, sections.length, 'vertical');
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  const onEntryClick = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (tabs) select(index);
    else setOverlay(index);
  };

  // One element per entry whatever the mode, so hydration changes attributes, never the links a visitor may hold.
  const entryRole = (index: number, section: DeviceSection) => {
    if (tabs)
      return {
        role: 'tab',
        id: `tab-${section.id}`,
        'aria-selected': index === selected,
        'aria-controls': `panel-${section.id}`,
        tabIndex: index === selected ? 0 : -1,
      };
    if (dialogs) return { role: 'button', 'aria-haspopup': 'dialog' as const };
    return {};
  };

  return (
    <div className={styles.layout}>
      {/* A navigation landmark only while the entries are links to the sections (before hydration, without
          scripts): once they are tabs or open dialogs they are not navigation, and the element is no landmark. */}
      <nav className={styles.menu} {...(tabs || dialogs ? { role: 'none' } : { 'aria-label': menuLabel })}>
        <ul
          className={styles.list}
          {...(tabs && { role: 'tablist', 'aria-orientation': 'vertical' as const, 'aria-label': menuLabel })}
          onKeyDown={onKeyDown}
        >
          {sections.map((section, index) => (
            <li key={section.id} {...(tabs && { role: 'presentation' })}>
              <a
                ref={(node) => {
                  entries.current[index] = node;
                }}
                href={`#${section.id}`}
                className={styles.entry}
                {...entryRole(index, section)}
                onClick={onEntryClick(index)}
              >
                {section.label}
                {!tabs && <span aria-hidden="true">›</span>}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.links}>{links}</div>
      </nav>

      {!dialogs && (
        <div className={styles.panels} data-static={!hydrated || undefined}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={tabs ? `panel-${section.id}` : section.id}
              {...(tabs && {
                role: 'tabpanel',
                'aria-labelledby': `tab-${section.id}`,
                hidden: index !== selected,
                tabIndex: 0,
              })}
              className={styles.panel}
            >
              {/* The section's name as its heading keeps the outline h1 > h2 > h3 for assistive technology. */}
              <h2 className="visually-hidden">{section.label}</h2>
              {section.content}
            </section>
          ))}
        </div>
      )}
      {dialogs && overlay !== null && (
        // A native modal dialog: a brochure form opened from inside it stacks above it, and Escape closes only
        // the topmost of the two.
        <ModalDialog onClose={closeOverlay} aria-labelledby="device-overlay-title">
          <div ref={dialog} className={styles.overlay}>
            <div className={styles.overlayBar}>
              <h2 id="device-overlay-title" className={styles.overlayTitle}>
                {sections[overlay]!.label}
              </h2>
              <button type="button" data-close className={styles.close} onClick={closeOverlay}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{closeLabel}</span>
              </button>
            </div>
            {/* Focusable, so a keyboard can scroll a section longer than the screen that holds no control. */}
            <div className={styles.overlayBody} role="region" aria-labelledby="device-overlay-title" tabIndex={0}>
              {sections[overlay]!.content}
            </div>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
