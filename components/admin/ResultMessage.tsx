'use client';
import { useEffect, useRef } from 'react';
import styles from './admin.module.scss';

/**
 * The answer of a step that moved to a new page (approved, closed…): focus lands on it when it has something to
 * say, so a screen-reader user hears the result and the keyboard continues from there.
 */
export function ResultMessage({ message, tone }: { message?: string; tone: 'success' | 'error' }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <p
      id="result"
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.message} ${message ? styles[tone] : ''}`}
    >
      {message ?? ''}
    </p>
  );
}
