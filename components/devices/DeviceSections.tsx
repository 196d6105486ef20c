'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
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

/**
 * The five sections of a device page (requirements §2.4). From the large breakpoint up, a vertical WAI-ARIA tab list
 * switches the panel at right, with the section in the URL hash. Below it, each entry opens the section as a
 * full-screen dialog sliding in from the right. Server-rendered as tabs, so the first section is visible at once.
 */
export function DeviceSections({ sections, menuLabel, closeLabel, links }: DeviceSectionsProps) {
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
  const [selected, setSelected] = useState(0);
  const [overlay, setOverlay] = useState<number | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const dialog = useRef<HTMLDivElement>(null);
  const closeOverlay = useCallback(() => setOverlay(null), []);

  // A linked section (#performance) opens on arrival and when the hash changes.
  useHashSelection(
    useCallback(() => {
      const index = sections.findIndex((section) => `#${section.id}` === window.location.hash);
      if (index >= 0) setSelected(index);
    }, [sections]),
  );

  useEffect(() => {
    if (!wide && overlay !== null) dialog.current?.querySelector<HTMLElement>('[data-close]')?.focus();
  }, [wide, overlay]);

  const select = (index: number, focus = false) => {
    setSelected(index);
    window.history.replaceState(null, '', `#${sections[index]!.id}`);
    if (focus) tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyTarget(event.key, selected, sections.length, 'vertical');
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={menuLabel}>
        {wide ? (
          <div
            role="tablist"
            aria-orientation="vertical"
            aria-label={menuLabel}
            className={styles.list}
            onKeyDown={onKeyDown}
          >
            {sections.map((section, index) => (
              <button
                key={section.id}
                ref={(node) => {
                  tabs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={`tab-${section.id}`}
                aria-selected={index === selected}
                aria-controls={`panel-${section.id}`}
                tabIndex={index === selected ? 0 : -1}
                className={styles.entry}
                onClick={() => select(index)}
              >
                {section.label}
              </button>
            ))}
          </div>
        ) : (
          <ul className={styles.list}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <button type="button" className={styles.entry} aria-haspopup="dialog" onClick={() => setOverlay(index)}>
                  {section.label}
                  <span aria-hidden="true">›</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.links}>{links}</div>
      </nav>

      {wide ? (
        <div className={styles.panels}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              role="tabpanel"
              id={`panel-${section.id}`}
              aria-labelledby={`tab-${section.id}`}
              hidden={index !== selected}
              tabIndex={0}
              className={styles.panel}
            >
              {/* The section's name as its heading keeps the outline h1 > h2 > h3 for assistive technology. */}
              <h2 className="visually-hidden">{section.label}</h2>
              {section.content}
            </section>
          ))}
        </div>
      ) : (
        overlay !== null && (
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
              <div className={styles.overlayBody}>{sections[overlay]!.content}</div>
            </div>
          </ModalDialog>
        )
      )}
    </div>
  );
}
