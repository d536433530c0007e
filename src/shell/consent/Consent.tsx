import { useEffect } from 'react';
import { startConsent } from './consent';

/** Starts the cookie banner once the page is hydrated and idle, so it never delays the first paint. */
export function Consent() {
  useEffect(() => {
    // A failed chunk leaves no banner and no analytics (nothing is set without consent).
    const start = () =>
      void startConsent().catch((err: unknown) => console.warn('cookie consent could not load:', err));
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = globalThis.setTimeout(start, 800);
    return () => globalThis.clearTimeout(id);
  }, []);
  return null;
}
