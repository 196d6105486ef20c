import styles from './ProgressBar.module.scss';

/** A labelled progress bar (role=progressbar) with the percentage written out beside it; `className` places it. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={className ? `${styles.progress} ${className}` : styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.progressValue}>{percent}% complete</span>
    </div>
  );
}
