import type { Ref } from 'react';
import styles from './admin.module.scss';

/**
 * The answer of a form, in a live region whose space is always kept, so the layout never jumps. Focusable from
 * script (`tabIndex={-1}`), so focus can be moved to it after a save (useAdminForm).
 */
export function FormMessage({
  id,
  error,
  success,
  ref,
}: {
  id?: string;
  error?: string;
  success?: string;
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      id={id}
      ref={ref}
      tabIndex={-1}
      className={`${styles.message} ${error ? styles.error : success ? styles.success : ''}`}
      role="status"
      aria-live="polite"
    >
      {error ?? success ?? ''}
    </p>
  );
}
