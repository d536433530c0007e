/**
 * Google Analytics 4 / Google Tag Manager, loaded only after the visitor
 * accepts statistics cookies (never before: no tag, no request, no cookie).
 *
 * Withdrawal: a script that already ran cannot be unloaded, so we tell it
 * consent is denied (it stops writing cookies at once), remove its tags,
 * erase its cookies and reload the page; after the reload the stored choice
 * keeps every Google script out.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface AnalyticsIds {
  ga4Id: string;
  gtmId: string;
}

import { eraseCookies } from './store';

const HOST = 'https://www.googletagmanager.com';
const MARK = 'data-runsite-analytics';
const ANALYTICS_COOKIES = [/^_ga/, /^_gid$/, /^_gat/, /^_gcl/];

function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads the Arguments object itself and ignores arrays.
  (window.dataLayer ??= []).push(arguments);
}

function inject(src: string) {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  s.setAttribute(MARK, '');
  document.head.append(s);
}

export function analyticsLoaded(): boolean {
  return document.querySelector(`script[${MARK}]`) !== null;
}

export function startAnalytics({ ga4Id, gtmId }: AnalyticsIds): void {
  if ((!ga4Id && !gtmId) || analyticsLoaded()) return;
  // Consent given again after a withdrawal in another tab lifted the opt-out there: measure again.
  if (ga4Id) Reflect.deleteProperty(window, `ga-disable-${ga4Id}`);
  gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  if (ga4Id) {
    gtag('js', new Date());
    gtag('config', ga4Id, { anonymize_ip: true });
    inject(`${HOST}/gtag/js?id=${encodeURIComponent(ga4Id)}`);
  }
  if (gtmId) {
    window.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    inject(`${HOST}/gtm.js?id=${encodeURIComponent(gtmId)}`);
  }
}

/**
 * Erases the analytics cookies; returns true when scripts had run and the page must reload to be rid of them.
 * Until it does (another tab, where the visitor may be typing, does not reload), gtag.js is also told to send
 * nothing at all: its documented opt-out, window['ga-disable-<id>'].
 */
export function stopAnalytics({ ga4Id }: Pick<AnalyticsIds, 'ga4Id'>): boolean {
  const loaded = analyticsLoaded();
  if (loaded) {
    gtag('consent', 'update', { analytics_storage: 'denied' });
    if (ga4Id) Reflect.set(window, `ga-disable-${ga4Id}`, true);
    document.querySelectorAll(`script[${MARK}]`).forEach((s) => s.remove());
  }
  eraseCookies(ANALYTICS_COOKIES);
  return loaded;
}
