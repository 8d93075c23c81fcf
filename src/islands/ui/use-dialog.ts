/**
 * A dialog (or a panel) of an island: whether it is open, and the button that opens it,
 * which gets the focus back when it closes. Its code comes with `onDemandPart`, rendered
 * while it is open. The button's ref comes apart from the state (React's compiler treats
 * an object holding a ref as a ref, which render may not read).
 */
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';

export interface Dialog {
  open: boolean;
  show: () => void;
  /** Closes it and puts the focus back on the opener (the ref this hook returns beside it). */
  close: () => void;
  /** Shows it when closed, closes it when open (a panel's show/hide button). */
  toggle: () => void;
}

/**
 * @example
 * const ShareDialog = onDemandPart(() => import('./ShareDialog'));
 * const [share, shareOpener] = useDialog();
 * <button ref={shareOpener} onClick={share.show}>…</button>
 * {share.open ? <ShareDialog props={{ onClose: share.close }} failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />} /> : null}
 */
export function useDialog(): [Dialog, RefObject<HTMLButtonElement | null>] {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  const toggle = useCallback(() => (open ? close() : show()), [open, close, show]);
  const dialog = useMemo(() => ({ open, show, close, toggle }), [open, show, close, toggle]);
  return [dialog, opener];
}
