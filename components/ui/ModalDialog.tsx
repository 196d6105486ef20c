'use client';

import { useRef, type ComponentPropsWithoutRef } from 'react';
import { useModalDialog } from '@/lib/client/use-modal-dialog';

type ModalDialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open'> & { onClose: () => void };

/**
 * A native modal `<dialog>` that fills the viewport without drawing anything itself, so each dialog keeps its own
 * backdrop and panel inside it. Shown on mount, closed on unmount; Escape calls `onClose`.
 */
export function ModalDialog({ onClose, className, children, ...props }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, onClose);
  return (
    <dialog ref={dialog} className={className ? `modal-root ${className}` : 'modal-root'} {...props}>
      {children}
    </dialog>
  );
}
