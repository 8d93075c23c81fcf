/**
 * A module fetched when it is first needed (a dialog, the QR code), with a way forward
 * when it cannot be fetched: a flaky line or a blocker must not crash the page or leave a
 * spinner forever. The failure is reported as a warning and can be retried. Islands use
 * it through `useOnDemand`; views drawn without React read `$state` (docs/decisions/0040).
 */
import { atom, type ReadableAtom } from 'nanostores';

export type OnDemand<M> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; module: M } | { kind: 'failed' };

export interface OnDemandModule<M> {
  $state: ReadableAtom<OnDemand<M>>;
  /** Fetches the module (again after a failure); nothing once it is ready or on its way. */
  load: () => void;
}

/** @example const dialog = onDemand(() => import('./cancel-renewal-root')); dialog.load(); */
export function onDemand<M>(importer: () => Promise<M>): OnDemandModule<M> {
  const $state = atom<OnDemand<M>>({ kind: 'idle' });
  const load = () => {
    const kind = $state.get().kind;
    if (kind === 'ready' || kind === 'loading') return;
    $state.set({ kind: 'loading' });
    importer().then(
      (module) => $state.set({ kind: 'ready', module }),
      (error: unknown) => {
        console.warn('A part of the page could not be fetched', error);
        $state.set({ kind: 'failed' });
      },
    );
  };
  return { $state, load };
}
