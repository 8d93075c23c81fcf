/**
 * A module fetched when it is first needed (the share dialog, the subscription section
 * on order/pay), with a way forward when the chunk cannot be fetched: a flaky line or a
 * blocker must not crash the island (React.lazy would throw to the page) or leave a
 * spinner forever. The failure is reported as a warning and can be retried.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OnDemand } from '../../lib/ui/on-demand';

export type { OnDemand };

/**
 * `load()` fetches the module (again after a failure); `eager` fetches it at once.
 * @example const [dialog, loadDialog] = useOnDemand(() => import('./ShareDialog'));
 */
export function useOnDemand<M>(importer: () => Promise<M>, options: { eager?: boolean } = {}): [OnDemand<M>, () => void] {
  const eager = options.eager ?? false;
  const [state, setState] = useState<OnDemand<M>>(eager ? { kind: 'loading' } : { kind: 'idle' });
  // The importer is a fixed `() => import(…)`: the first one is kept.
  const importerRef = useRef(importer);
  const live = useRef(true);

  const fetchModule = useCallback(() => {
    importerRef.current().then(
      (module) => {
        if (live.current) setState({ kind: 'ready', module });
      },
      (error: unknown) => {
        console.warn('A part of the page could not be fetched', error);
        if (live.current) setState({ kind: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    live.current = true;
    if (eager) fetchModule();
    return () => {
      live.current = false;
    };
  }, [eager, fetchModule]);

  const load = useCallback(() => {
    setState((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    fetchModule();
  }, [fetchModule]);
  return [state, load];
}
