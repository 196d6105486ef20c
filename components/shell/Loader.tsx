import styles from './Loader.module.scss';

/** Full-screen spinner, used only as the loading UI of routes that render per request. */
export function Loader({ label }: { label: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
