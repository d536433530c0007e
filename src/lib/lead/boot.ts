/**
 * Runs on every page load, so it stays tiny: one localStorage read, and the
 * outbox module (with the lead transport) is fetched only when a lead waits.
 */
import { OUTBOX_KEY } from './outbox-key';

export function flushOutboxWhenIdle(): void {
  // The storage is read once idle too: the page's first localStorage access is a synchronous load.
  const run = () => {
    try {
      if (localStorage.getItem(OUTBOX_KEY) === null) return;
    } catch {
      return; // storage disabled: nothing can be waiting
    }
    void import('./outbox')
      .then((m) => m.flush())
      .catch((err: unknown) => console.warn('lead outbox: retry failed to start', err));
  };
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}
