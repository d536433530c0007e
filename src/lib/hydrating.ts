import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => undefined;

/**
 * True while React hydrates the component (it renders with the server
 * snapshot then), false on a client render and on the server.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => false,
    () => typeof document !== 'undefined',
  );
}
