'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './IdleScreen.module.scss';

export const IDLE_TIMEOUT_MS = 120_000;
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'scroll', 'wheel', 'keydown', 'touchstart', 'pointerdown'] as const;

/**
 * The energy-saving screen (requirements §4): after IDLE_TIMEOUT_MS without activity the app root is hidden (not
 * unmounted) and a dark screen shown; any activity restores the page with its scroll position and focus.
 */
export function IdleScreen({ title, body, rootId = 'app-root' }: { title: string; body: string; rootId?: string }) {
  const [idle, setIdle] = useState(false);
  const saved = useRef<{ scrollX: number; scrollY: number; focus: Element | null }>({
    scrollX: 0,
    scrollY: 0,
    focus: null,
  });

  useEffect(() => {
    const root = document.getElementById(rootId);
    let timer: ReturnType<typeof setTimeout>;
    let isIdle = false;

    const sleep = () => {
      saved.current = { scrollX: window.scrollX, scrollY: window.scrollY, focus: document.activeElement };
      isIdle = true;
      if (root) root.hidden = true;
      setIdle(true);
    };
    const wake = (event?: Event) => {
      // Hiding the root collapses the page and fires a scroll event of its own; that is not the visitor.
      if (isIdle && event?.type === 'scroll') return;
      clearTimeout(timer);
      if (isIdle) {
        isIdle = false;
        if (root) root.hidden = false;
        setIdle(false);
        const { scrollX, scrollY, focus } = saved.current;
        // 'instant' overrides the site's smooth scrolling: the page must simply be where it was.
        window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
        if (focus instanceof HTMLElement) focus.focus({ preventScroll: true });
      }
      timer = setTimeout(sleep, IDLE_TIMEOUT_MS);
    };

    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, wake, { passive: true, capture: true }));
    timer = setTimeout(sleep, IDLE_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, wake, { capture: true }));
      if (root) root.hidden = false;
    };
  }, [rootId]);

  if (!idle) return null;
  return (
    <div className={styles.screen} data-testid="energy-saving" role="status">
      <div className={styles.pulse} aria-hidden="true" />
      <p className={styles.title}>{title}</p>
      <p className={styles.body}>{body}</p>
    </div>
  );
}
