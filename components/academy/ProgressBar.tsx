import styles from './Academy.module.scss';

/** A labelled progress bar (role=progressbar) with the percentage written out beside it. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={styles.progress}>
      <div className={styles.progressTrack} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.progressValue}>{percent}% complete</span>
    </div>
  );
}
