/** vanilla-cookieconsent configuration: Italian copy, categories, analytics hooks. */
import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { ui } from '../../i18n/it';
import { ANALYTICS_COOKIES, startAnalytics, stopAnalytics, type AnalyticsIds } from './analytics';

type Api = typeof import('vanilla-cookieconsent');

/** Raise it when the cookie policy changes materially: everyone is asked again. */
export const CONSENT_REVISION = 1;
export const CONSENT_DAYS = 182;

const t = ui.consent;
const links = `<a href="/cookie-policy">${t.policy}</a> <a href="/privacy-policy">${t.privacy}</a>`;

export function consentConfig(cc: Api, ids: AnalyticsIds): CookieConsentConfig {
  return {
    revision: CONSENT_REVISION,
    cookie: {
      name: 'cc_cookie',
      expiresAfterDays: CONSENT_DAYS,
      secure: window.location.protocol === 'https:',
      sameSite: 'Lax',
    },
    // Headless browsers (and the e2e tests) must see the banner too.
    hideFromBots: false,
    // The page stays usable without a choice: no blocking overlay.
    disablePageInteraction: false,
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: ANALYTICS_COOKIES.map((name) => ({ name })) } },
    },
    onConsent: () => {
      if (cc.acceptedCategory('analytics')) startAnalytics(ids);
    },
    onChange: ({ changedCategories }) => {
      if (!changedCategories.includes('analytics')) return;
      if (cc.acceptedCategory('analytics')) startAnalytics(ids);
      else if (stopAnalytics()) window.location.reload();
    },
    language: {
      default: 'it',
      translations: {
        it: {
          consentModal: {
            title: t.title,
            description: t.description,
            acceptAllBtn: t.acceptAll,
            acceptNecessaryBtn: t.reject,
            showPreferencesBtn: t.customize,
            // The X refuses, as the Garante requires for closing the banner.
            closeIconLabel: t.closeAndReject,
            footer: links,
          },
          preferencesModal: {
            title: t.prefsTitle,
            acceptAllBtn: t.acceptAll,
            acceptNecessaryBtn: t.reject,
            savePreferencesBtn: t.save,
            closeIconLabel: t.close,
            sections: [
              { description: t.prefsIntro },
              { title: t.necessaryTitle, description: t.necessaryText, linkedCategory: 'necessary' },
              { title: t.statsTitle, description: t.statsText, linkedCategory: 'analytics' },
              { title: t.moreTitle, description: `${t.moreText} <a href="/cookie-policy">${t.policy}</a>.` },
            ],
          },
        },
      },
    },
  };
}
