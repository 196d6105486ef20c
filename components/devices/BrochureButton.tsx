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
  // One name, "Download: Perceval brochure": a hidden "…: title" span beside the visible label made Chromium read
  // "Download : Perceval" (it puts a space around an element positioned out of the flow).
  const name = `${label}: ${title}`;
  if (!scripted)
    return (
      <a href={brochureRequestPath(id)} className={styles.download} aria-label={name}>
        {label}
      </a>
    );
  return (
    <button
      type="button"
      className={styles.download}
      onClick={() => requestBrochure({ id, title })}
      aria-haspopup="dialog"
      aria-label={name}
    >
      {label}
    </button>
  );
}
