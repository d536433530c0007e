/**
 * Cookie consent, following the Garante's cookie guidelines of 10 June 2021:
 * 'Accetta tutti' and 'Rifiuta' side by side with the same weight, choice by
 * category, closing the banner (X) = refusal, no scroll-as-consent, no
 * blocking overlay, the choice kept 6 months or until the revision changes
 * (./store). This part is in the boot script and small: it reads the stored
 * choice and loads the banner (no React) or the preferences dialog (React, its
 * own chunk), with their CSS, only when one is shown.
 */
import { site } from 'virtual:content';
import { loadStylesheet } from '../../lib/stylesheet';
import type { Mounted } from '../../lib/react-mount';
import type { AnalyticsIds } from './analytics';
import css from './consent.css?url';
import { readConsent, writeConsent } from './store';

/** From site.json (or the build-time VITE_*_ID_OVERRIDE the build passes to loadContent). */
export const analyticsIds: AnalyticsIds = site.analytics;

export interface PreferencesProps {
  /** What the stored choice says (off until the visitor opts in). */
  analytics: boolean;
  onChoose: (analytics: boolean) => void;
  onClose: () => void;
}

/** What is on screen: the banner's removal, the preferences dialog's React root. */
let closeBanner: (() => void) | undefined;
let preferences: Promise<Mounted> | undefined;

/** `here`: the choice was made in this tab, which may reload; another tab's choice never reloads this one. */
async function analytics(on: boolean, here = true) {
  const { startAnalytics, stopAnalytics } = await import('./analytics');
  if (on) startAnalytics(analyticsIds);
  // Scripts that ran cannot be unloaded: the reload starts a page without them.
  else if (stopAnalytics(analyticsIds) && here) window.location.reload();
}

/**
 * The site open in several tabs: a choice made in one reaches the others at once (the cookie is shared, but
 * nothing tells a page it changed), so none keeps asking, and none keeps measuring after a withdrawal.
 */
let tabs: BroadcastChannel | undefined;
function hearOtherTabs() {
  if (tabs || !('BroadcastChannel' in window)) return;
  tabs = new BroadcastChannel('runsite-consent');
  tabs.onmessage = (e: MessageEvent<unknown>) => {
    const accepted = (e.data as { analytics?: unknown } | null)?.analytics;
    if (typeof accepted !== 'boolean') return;
    closeShown();
    void analytics(accepted, false).catch((err: unknown) => console.warn('analytics could not load:', err));
  };
}

function closeShown() {
  closeBanner?.();
  closeBanner = undefined;
  closePreferences();
}

let started = false;

/** Once per page: analytics for a returning visitor who accepted, else the banner (no React: ./show-banner.ts). */
export async function startConsent(): Promise<void> {
  if (started) return;
  started = true;
  hearOtherTabs();
  const stored = readConsent();
  if (stored) {
    if (stored.categories.includes('analytics') && (analyticsIds.ga4Id || analyticsIds.gtmId)) await analytics(true);
    return;
  }
  try {
    const [{ showBanner }] = await Promise.all([import('./show-banner'), loadStylesheet(css)]);
    closeBanner = showBanner({ choose: chooseConsent, customize: showCookiePreferences });
  } catch (err) {
    started = false; // 'Gestisci cookie' may load it on the next try
    throw err;
  }
}

/**
 * The footer's 'Gestisci cookie', the banner's 'Personalizza' and the cookie policy's button: the dialog is
 * React, loaded with React when asked for. Rejects when it cannot load.
 */
export async function showCookiePreferences(): Promise<void> {
  if (preferences) return;
  const opening = Promise.all([import('./Preferences'), loadStylesheet(css)]).then(([{ mountPreferences }]) =>
    mountPreferences({ analytics: storedAnalytics(), onChoose: chooseConsent, onClose: closePreferences }),
  );
  preferences = opening;
  try {
    await opening;
  } catch (err) {
    preferences = undefined;
    throw err;
  }
}

export function closePreferences() {
  const closing = preferences;
  preferences = undefined;
  void closing?.then((p) => p.unmount());
}

export function storedAnalytics(): boolean {
  return readConsent()?.categories.includes('analytics') ?? false;
}

/** A choice from the banner or the dialog: stored, both closed, analytics started or stopped. */
export function chooseConsent(accepted: boolean) {
  writeConsent(accepted);
  tabs?.postMessage({ analytics: accepted });
  closeShown();
  void analytics(accepted).catch((err: unknown) => console.warn('analytics could not load:', err));
}
