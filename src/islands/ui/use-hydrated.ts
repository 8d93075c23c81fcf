/**
 * False while React hydrates prerendered HTML (and on the server), true from the render
 * after: a component can render exactly what was prerendered first, then its live state,
 * without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
