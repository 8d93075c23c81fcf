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

/** The same-origin script a failed dynamic import names in its message (Chromium, Firefox), or null (Safari names none). */
function scriptAddressIn(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  for (const [found] of message.matchAll(/https?:\/\/[^\s"')]+\.js/g)) {
    const address = new URL(found);
    if (address.origin === location.origin) return address.href;
  }
  return null;
}

/**
 * One dynamic import that can really be tried again. Chromium keeps a failed module fetch
 * in the page's module map: importing the same address again fails at once, without asking
 * the network, so a "try again" that only calls `import()` again never recovers until a
 * reload. After a failure that names its script, the next tries import that address with a
 * query of their own (a new entry in the map; the host serves the same immutable file).
 * Keep one per import for the page's life: it remembers the failure.
 * @example const shareDialog = retryableImport(() => import('./ShareDialog')); onDemand(() => shareDialog());
 */
export function retryableImport<M>(importer: () => Promise<M>): () => Promise<M> {
  let failed: string | null = null;
  let tries = 0;
  return () => {
    tries += 1;
    // The module at a query-bearing address is the same file: its type is the importer's.
    const attempt = failed === null ? importer() : (import(/* @vite-ignore */ `${failed}?retry=${tries}`) as Promise<M>);
    return attempt.catch((error: unknown) => {
      failed ??= scriptAddressIn(error);
      throw error;
    });
  };
}
