'use client';

import { useId, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { ModalDialog } from '@/components/ui/ModalDialog';
import styles from './Modal.module.scss';

interface FormDialogProps {
  title: string;
  /** Text read out with the dialog's name: what the form is for. */
  intro: ReactNode;
  onClose: () => void;
  /** Accessible name of the close button (what closing means here). */
  closeLabel?: string;
  /** Start on the close button (a short form); otherwise a field of the form marked autoFocus takes focus. */
  focusClose?: boolean;
  children: ReactNode;
}

/**
 * How every form of the site validates: messages appear when the visitor submits (the submit button stays
 * enabled and, on an invalid form, focuses the first field in error), then follow each change of a field. Nothing
 * is checked on blur, so no message appears between leaving a field and clicking the next control and moves it.
 */
export function useSiteForm<Values extends FieldValues, Context = unknown, Output = Values>(
  options: Omit<UseFormProps<Values, Context, Output>, 'mode' | 'reValidateMode'>,
) {
  return useForm<Values, Context, Output>({
    ...options,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * The modal shell of the site's forms: a native modal dialog (the page behind is inert, Escape closes only the
 * topmost dialog, even when opened from another dialog), backdrop and a close button.
 */
export function FormDialog({
  title,
  intro,
  onClose,
  closeLabel = 'Close',
  focusClose = false,
  children,
}: FormDialogProps) {
  const id = useId();
  return (
    <ModalDialog onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
      <div className={styles.backdrop}>
        <div className={styles.dialog}>
          <div className={styles.head}>
            <h2 id={`${id}-title`}>{title}</h2>
            <button type="button" className={styles.close} onClick={onClose} data-autofocus={focusClose || undefined}>
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
    </ModalDialog>
  );
}
