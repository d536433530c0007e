/**
 * Cookie consent (vanilla-cookieconsent 3), following the Garante's cookie
 * guidelines of 10 June 2021: 'Accetta tutti' and 'Rifiuta' side by side with
 * the same weight, choice by category, closing the banner (X) = refusal, no
 * scroll-as-consent, no blocking overlay, the choice kept 6 months or until
 * `revision` changes. The library and its CSS load after hydration, never on
 * the server, and run() happens once even under StrictMode.
 */
import { site } from 'virtual:content';
import libraryCss from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
import { loadStylesheet } from '../../lib/stylesheet';
import type { AnalyticsIds } from './analytics';
import themeCss from './consent-theme.css?url';

type CookieConsentApi = typeof import('vanilla-cookieconsent');

/** From site.json (or the build-time VITE_*_ID_OVERRIDE applied by loadContent). */
export const analyticsIds: AnalyticsIds = site.analytics;

let started: Promise<CookieConsentApi> | undefined;

export function startConsent(): Promise<CookieConsentApi> {
  started ??= (async () => {
    const [cc, { consentConfig }] = await Promise.all([
      import('vanilla-cookieconsent'),
      import('./config'),
      loadStylesheet(libraryCss).then(() => loadStylesheet(themeCss)),
    ]);
    await cc.run(consentConfig(cc, analyticsIds));
    letTabLeaveBanner();
    return cc;
  })();
  // A chunk that failed to load may load on the next try ('Gestisci cookie').
  started.catch(() => {
    started = undefined;
  });
  return started;
}

/**
 * The library wraps Tab inside its banner even when the page stays usable
 * (disablePageInteraction: false). The banner is not modal, so Tab must move
 * on to the page like from any other content: the library's own keydown
 * handler never sees a Tab pressed inside the banner. The preferences panel
 * (a real modal dialog) keeps its focus trap.
 */
function letTabLeaveBanner() {
  // Nor is it announced as modal: the rest of the page stays available to screen readers.
  document.querySelector('#cc-main .cm')?.removeAttribute('aria-modal');
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Tab' && document.activeElement?.closest('#cc-main .cm')) e.stopPropagation();
    },
    true,
  );
}

/** The footer's 'Gestisci cookie': reopens the preferences (loading the library if needed). */
export async function showCookiePreferences(): Promise<void> {
  const cc = await startConsent();
  cc.showPreferences();
}
