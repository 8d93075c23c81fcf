/**
 * A dialog (or a panel) whose code is fetched the first time it is opened, inside an
 * island: whether it is open, its code's state (`useOnDemand`: loading, ready, failed
 * with "try again"), and the button that opens it, which gets the focus back when it
 * closes. One routine for every on-demand dialog of the logged-in pages. The button's ref
 * comes apart from the state (React's compiler treats an object holding a ref as a ref,
 * which render may not read).
 *
 * Wrap the import in `retryableImport` once per page (module level): Chromium keeps a
 * failed module fetch, and only a new address makes "try again" a real try.
 */
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useOnDemand, type OnDemand } from './use-on-demand';

export interface DialogOnDemand<M> {
  open: boolean;
  /** The dialog's code: render `part.module` once ready; say so with `retry` once failed. */
  part: OnDemand<M>;
  /** Opens it, fetching its code unless it is here or on its way. */
  show: () => void;
  /** Closes it and puts the focus back on the opener (the ref this hook returns beside it). */
  close: () => void;
  /** Fetches its code again after a failure. */
  retry: () => void;
}

/**
 * @example
 * const shareDialog = retryableImport(() => import('./ShareDialog'));
 * const [share, shareOpener] = useDialogOnDemand(shareDialog);
 * <button ref={shareOpener} onClick={share.show}>…</button>
 * {share.open && share.part.kind === 'ready' ? <share.part.module.default onClose={share.close} /> : null}
 */
export function useDialogOnDemand<M>(importer: () => Promise<M>): [DialogOnDemand<M>, RefObject<HTMLButtonElement | null>] {
  const [part, load] = useOnDemand(importer);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const arriving = part.kind === 'ready' || part.kind === 'loading';
  const show = useCallback(() => {
    setOpen(true);
    if (!arriving) load();
  }, [arriving, load]);
  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  return [{ open, part, show, close, retry: load }, opener];
}
