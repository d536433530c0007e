/**
 * Cookie consent, following the Garante's cookie guidelines of 10 June 2021:
 * 'Accetta tutti' and 'Rifiuta' side by side with the same weight, choice by
 * category, closing the banner (X) = refusal, no scroll-as-consent, no
 * blocking overlay, the choice kept 6 months or until the revision changes
 * (./store). This part stays in the page bundle and is small: it reads the
 * stored choice and loads the banner or the preferences dialog (their own
 * chunks, with their CSS) only when one is shown, never on the server.
 */
import type { ComponentType } from 'react';
import { site } from 'virtual:content';
import { loadStylesheet } from '../../lib/stylesheet';
import type { AnalyticsIds } from './analytics';
import css from './consent.css?url';
import { readConsent, writeConsent } from './store';

/** From site.json (or the build-time VITE_*_ID_OVERRIDE the build passes to loadContent). */
export const analyticsIds: AnalyticsIds = site.analytics;

export interface BannerProps {
  onChoose: (analytics: boolean) => void;
  /** Rejects when the preferences dialog cannot load. */
  onCustomize: () => Promise<void>;
}
export interface PreferencesProps {
  /** What the stored choice says (off until the visitor opts in). */
  analytics: boolean;
  onChoose: (analytics: boolean) => void;
  onClose: () => void;
}

/** What is on screen: a component while it is shown. Replaced (never mutated) on each change. */
export interface ConsentView {
  Banner?: ComponentType<BannerProps>;
  Preferences?: ComponentType<PreferencesProps>;
}

let view: ConsentView = {};
const listeners = new Set<() => void>();
function show(next: ConsentView) {
  view = { ...view, ...next };
  listeners.forEach((l) => l());
}
export const consentView = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: (): ConsentView => view,
};

async function analytics(on: boolean) {
  const { startAnalytics, stopAnalytics } = await import('./analytics');
  if (on) startAnalytics(analyticsIds);
  // Scripts that ran cannot be unloaded: the reload starts a page without them.
  else if (stopAnalytics()) window.location.reload();
}

let started = false;

/** Once per page (StrictMode mounts twice): analytics for a returning visitor who accepted, else the banner. */
export async function startConsent(): Promise<void> {
  if (started) return;
  started = true;
  const stored = readConsent();
  if (stored) {
    if (stored.categories.includes('analytics') && (analyticsIds.ga4Id || analyticsIds.gtmId)) await analytics(true);
    return;
  }
  try {
    const [{ Banner }] = await Promise.all([import('./Banner'), loadStylesheet(css)]);
    show({ Banner });
  } catch (err) {
    started = false; // 'Gestisci cookie' may load it on the next try
    throw err;
  }
}

/** The footer's 'Gestisci cookie' and the banner's 'Personalizza': rejects when the dialog cannot load. */
export async function showCookiePreferences(): Promise<void> {
  const [{ Preferences }] = await Promise.all([import('./Preferences'), loadStylesheet(css)]);
  show({ Preferences });
}

export function closePreferences() {
  show({ Preferences: undefined });
}

export function storedAnalytics(): boolean {
  return readConsent()?.categories.includes('analytics') ?? false;
}

/** A choice from the banner or the dialog: stored, both closed, analytics started or stopped. */
export function chooseConsent(accepted: boolean) {
  writeConsent(accepted);
  show({ Banner: undefined, Preferences: undefined });
  void analytics(accepted).catch((err: unknown) => console.warn('analytics could not load:', err));
}
