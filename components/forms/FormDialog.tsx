'use client';

import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '@/lib/client/use-focus-trap';
import styles from './Modal.module.scss';

interface FormDialogProps {
  title: string;
  /** Text read out with the dialog's name: what the form is for. */
  intro: ReactNode;
  onClose: () => void;
  /** Accessible name of the close button (what closing means here). */
  closeLabel?: string;
  /** Start on the close button (a short form); otherwise a field of the form takes focus with autoFocus. */
  focusClose?: boolean;
  children: ReactNode;
}

/** The modal shell of the site's forms: backdrop, labelled dialog, focus trap, Escape and a close button. */
export function FormDialog({ title, intro, onClose, closeLabel = 'Close', focusClose = false, children }: FormDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  useFocusTrap(dialog, true, onClose);
  return (
    <div className={styles.backdrop}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} className={styles.dialog}>
        <div className={styles.head}>
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} autoFocus={focusClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
        <p id={`${id}-intro`} className={styles.intro}>
          {intro}
        </p>
        {children}
      </div>
    </div>
  );
}
