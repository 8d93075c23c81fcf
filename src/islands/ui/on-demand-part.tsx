/**
 * A part of an island fetched when it is first shown (a dialog, a form): React.lazy inside
 * Suspense, with a way forward when its code cannot be fetched. A flaky line or a blocker
 * must not crash the island or leave a spinner forever: the failure is reported as a
 * warning and the part shows what its caller says (a notice with "try again").
 *
 * React.lazy keeps a failed load, and Chromium keeps a failed module import in the page's
 * module map, so "try again" makes a fresh lazy component from a `retryableImport`, which
 * asks again at an address of its own. One part per import for the page's life, made at
 * module level: it remembers both the module once fetched (opened again, it shows at once)
 * and a failure (after one, only "try again" fetches again).
 */
import { createElement, lazy, Suspense, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { retryableImport } from '../../lib/ui/on-demand';

interface ShownProps<P> {
  props: P;
  failed: (retry: () => void) => ReactNode;
}

export interface OnDemandPartProps<P> extends ShownProps<P> {
  /** Shown while the code is on its way (nothing by default: a dialog appears when it can). */
  loading?: ReactNode;
}

/**
 * @example
 * const RecoverySheet = onDemandPart(() => import('./RecoverySheetDialog'));
 * {open ? <RecoverySheet props={{ link, t, onClose }} failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />} /> : null}
 */
export function onDemandPart<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>): ComponentType<OnDemandPartProps<P>> {
  const load = retryableImport(importer);
  const listeners = new Set<() => void>();
  const fresh = (): LazyExoticComponent<ComponentType<ShownProps<P>>> =>
    lazy(() =>
      load().then(
        ({ default: Part }) => ({ default: ({ props }: ShownProps<P>) => createElement(Part, props) }),
        (error: unknown) => {
          console.warn('A part of the page could not be fetched', error);
          return { default: ({ failed }: ShownProps<P>) => failed(retry) };
        },
      ),
    );
  // React.lazy fetches on its first render, not here.
  let current = fresh();
  function retry(): void {
    current = fresh();
    for (const listener of listeners) listener();
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const read = () => current;

  return function OnDemandPart({ props, failed, loading = null }: OnDemandPartProps<P>) {
    const Shown = useSyncExternalStore(subscribe, read, read);
    return (
      <Suspense fallback={loading}>
        <Shown props={props} failed={failed} />
      </Suspense>
    );
  };
}
