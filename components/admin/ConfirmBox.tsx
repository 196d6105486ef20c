import styles from './admin.module.scss';

/**
 * The confirmation of a destructive action (remove, deactivate, reset): a box to tick beside its button. It is
 * `required`, so the browser asks for it first, and the server action checks it again (`isConfirmed`), so it holds
 * without JavaScript and for a form posted by hand.
 */
export function ConfirmBox({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <span className={styles.confirm}>
      <input id={id} type="checkbox" name="confirm" value="yes" required />
      <label htmlFor={id}>{children}</label>
    </span>
  );
}
