'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { Flag } from './Flag';
import styles from './RegionDisclosure.module.scss';

interface RegionDisclosureProps {
  labels: { button: string; dialog: string; listOne: string; listTwo: string; close: string };
  listOne: { href: string; country?: string; name: string; language: string; languageTag: string }[];
  listTwo: { href: string; name: string; locale: string }[];
}

/** A button that opens the two region lists as a dialog of links; Escape or the close control closes it. */
export function RegionDisclosure({ labels, listOne, listTwo }: RegionDisclosureProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c-4 4-4 14 0 18M12 3c4 4 4 14 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span className="visually-hidden">{labels.button}</span>
      </button>
      {open && (
        <ModalDialog onClose={close} aria-labelledby="region-title">
          <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
            <div className={styles.dialog}>
              <div className={styles.head}>
                <h2 id="region-title">{labels.dialog}</h2>
                <button type="button" className={styles.close} onClick={close} data-autofocus>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">{labels.close}</span>
                </button>
              </div>
              <nav aria-labelledby="region-list-one">
                <h3 id="region-list-one">{labels.listOne}</h3>
                <ul className={styles.listOne}>
                  {listOne.map((entry) => (
                    <li key={entry.href}>
                      <Link href={entry.href} onClick={close}>
                        <Flag country={entry.country} />
                        <span>
                          {entry.name}
                          <span className={styles.language} lang={entry.languageTag}>
                            {entry.language}
                          </span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <nav aria-labelledby="region-list-two">
                <h3 id="region-list-two">{labels.listTwo}</h3>
                <ul className={styles.listTwo}>
                  {listTwo.map((entry) => (
                    <li key={entry.locale}>
                      <Link href={entry.href} onClick={close}>
                        {entry.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
