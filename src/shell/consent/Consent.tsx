import { useEffect, useSyncExternalStore } from 'react';
import {
  chooseConsent,
  closePreferences,
  consentView,
  showCookiePreferences,
  startConsent,
  storedAnalytics,
} from './consent';

const warn = (err: unknown) => console.warn('cookie consent could not load:', err);

/** Starts cookie consent once the page is hydrated and idle, so it never delays the first paint. */
export function Consent() {
  const { Banner, Preferences } = useSyncExternalStore(consentView.subscribe, consentView.get, consentView.get);
  useEffect(() => {
    // A failed chunk leaves no banner and no analytics (nothing is set without consent).
    const start = () => void startConsent().catch(warn);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = globalThis.setTimeout(start, 800);
    return () => globalThis.clearTimeout(id);
  }, []);
  return (
    <>
      {Banner && <Banner onChoose={chooseConsent} onCustomize={showCookiePreferences} />}
      {Preferences && <Preferences analytics={storedAnalytics()} onChoose={chooseConsent} onClose={closePreferences} />}
    </>
  );
}
