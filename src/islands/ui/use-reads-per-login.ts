/**
 * An island's provider reads, once per login: now if a login is stored, and again when one
 * arrives later (a login link opened in another tab, a reset). The store's `ensure…`
 * action decides whether anything is to be read.
 *
 * @example useReadsPerLogin(() => ensureBalanceLoaded(provider));
 */
import { useEffect, useEffectEvent } from 'react';
import { $credentials } from '../../lib/core/stores/session';

export function useReadsPerLogin(read: () => void): void {
  const readNow = useEffectEvent(read);
  useEffect(
    () =>
      $credentials.subscribe((pair) => {
        if (pair) readNow();
      }),
    [],
  );
}
