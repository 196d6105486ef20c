import styles from './admin.module.scss';

/** The answer of a form, in a live region whose space is always kept, so the layout never jumps. */
export function FormMessage({ id, error, success }: { id?: string; error?: string; success?: string }) {
  return (
    <p
      id={id}
      className={`${styles.message} ${error ? styles.error : success ? styles.success : ''}`}
      role="status"
      aria-live="polite"
    >
      {error ?? success ?? ''}
    </p>
  );
}
