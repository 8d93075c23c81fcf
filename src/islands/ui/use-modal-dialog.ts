/**
 * A native modal `<dialog>` that is open while its component is mounted: `showModal()` on
 * mount (focus trapped, the page behind inert), `onClose` when the browser closes it
 * (Escape, a `method="dialog"` form), and closed on unmount. Attach the returned ref.
 */
import { useEffect, useRef } from 'react';

export function useModalDialog(onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The latest callback, without reopening the dialog when it changes.
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    const onCloseEvent = () => closed.current();
    element.addEventListener('close', onCloseEvent);
    return () => {
      element.removeEventListener('close', onCloseEvent);
      if (element.open) element.close();
    };
  }, []);

  return dialog;
}
