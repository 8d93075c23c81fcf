/**
 * A module loaded the first time it is wanted (a dialog, a heavy encoder), so the page
 * does not carry it until then. A failed load says so and can be tried again: a bad
 * network never leaves a button that silently does nothing.
 */
import { useEffect, useState } from 'react';

export type OnDemand<M> = { kind: 'idle' | 'loading' } | { kind: 'ready'; module: M } | { kind: 'failed'; retry: () => void };

export function useOnDemand<M>(load: () => Promise<M>, wanted: boolean): OnDemand<M> {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; module: M }>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    load().then(
      (module) => live && setState({ kind: 'ready', module }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt, load]);

  if (state.kind === 'failed') {
    return {
      kind: 'failed',
      retry: () => {
        setState({ kind: 'loading' });
        setAttempt((count) => count + 1);
      },
    };
  }
  return wanted && state.kind === 'idle' ? { kind: 'loading' } : state;
}
