'use client';

import { useSyncExternalStore } from 'react';
import { brochureRequestPath } from '@/lib/content/brochure-request-paths';
import { requestBrochure } from '@/lib/client/brochure-request';
import styles from './DeviceView.module.scss';

const noSubscription = () => () => undefined;

/**
 * A brochure card's Download control. Server-rendered as a link to the brochure's request page, so it works before
 * and without JavaScript; once the page's script runs it is a button that opens the same form as a modal dialog.
 */
export function BrochureButton({ id, title, label }: { id: string; title: string; label: string }) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const content = (
    <>
      {label}
      <span className="visually-hidden">: {title}</span>
    </>
  );
  if (!scripted)
    return (
      <a href={brochureRequestPath(id)} className={styles.download}>
        {content}
      </a>
    );
  return (
    <button
      type="button"
      className={styles.download}
      onClick={() => requestBrochure({ id, title })}
      aria-haspopup="dialog"
    >
      {content}
    </button>
  );
}
