'use client';

import { requestBrochure } from '@/lib/client/brochure-request';
import styles from './DeviceView.module.scss';

export function BrochureButton({ id, title, label }: { id: string; title: string; label: string }) {
  return (
    <button
      type="button"
      className={styles.download}
      onClick={() => requestBrochure({ id, title })}
      aria-haspopup="dialog"
    >
      {label}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}
