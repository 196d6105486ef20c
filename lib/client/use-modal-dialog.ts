'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Shows a native `<dialog>` as a modal while the component is mounted (or while `open`): the browser puts it in
 * the top layer, makes the rest of the page inert, keeps Tab inside it and sends Escape only to the topmost
 * dialog. Escape (the `cancel` event) calls `onClose` so React state stays the one source of truth; focus goes
 * back to the element that opened it.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void, open = true) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    // React's autoFocus fires while the dialog is still closed (and so cannot take focus); a control marked
    // data-autofocus gets it once the dialog shows.
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      if (element.open) element.close();
      if (opener?.isConnected && opener !== document.body && !element.contains(opener)) opener.focus();
    };
  }, [dialog, open]);
}
