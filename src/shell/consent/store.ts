/**
 * The visitor's cookie choice, kept in a first-party cookie for 182 days or
 * until CONSENT_REVISION changes. Same name and JSON fields as
 * vanilla-cookieconsent 3 wrote (the site used it before), so choices made
 * then stay valid and are replaced in place (same Path and Domain).
 */
export const CONSENT_COOKIE = 'cc_cookie';
/** Raise it when the cookie policy changes materially: everyone is asked again. */
export const CONSENT_REVISION = 1;
export const CONSENT_DAYS = 182;
const DAY_MS = 86_400_000;

export type Category = 'necessary' | 'analytics';

export interface StoredConsent {
  categories: Category[];
  revision: number;
  consentId: string;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  /** Epoch ms; the cookie's own expiry is the same instant. */
  expirationTime: number;
}

function isCategory(v: unknown): v is Category {
  return v === 'necessary' || v === 'analytics';
}

/** The choice in a Cookie header / document.cookie, or undefined when absent, unreadable, expired or of another revision. */
export function parseConsent(cookies: string, now = Date.now()): StoredConsent | undefined {
  const raw = cookies
    .split(/;\s*/)
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const c = v as Partial<Record<keyof StoredConsent, unknown>>;
  if (c.revision !== CONSENT_REVISION || !Array.isArray(c.categories)) return undefined;
  // The library wrote expirationTime too; a cookie without it still expires by itself.
  if (typeof c.expirationTime === 'number' && c.expirationTime <= now) return undefined;
  const iso = new Date(now).toISOString();
  return {
    categories: ['necessary', ...(c.categories.filter(isCategory).includes('analytics') ? ['analytics' as const] : [])],
    revision: CONSENT_REVISION,
    consentId: typeof c.consentId === 'string' ? c.consentId : '',
    consentTimestamp: typeof c.consentTimestamp === 'string' ? c.consentTimestamp : iso,
    lastConsentTimestamp: typeof c.lastConsentTimestamp === 'string' ? c.lastConsentTimestamp : iso,
    expirationTime: typeof c.expirationTime === 'number' ? c.expirationTime : now + CONSENT_DAYS * DAY_MS,
  };
}

/** 128 random bits in hex (crypto.randomUUID needs a secure context; this does not). */
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A new choice: keeps the id and first date of an earlier one, restarts the 182 days. */
export function nextConsent(analytics: boolean, previous: StoredConsent | undefined, now = Date.now()): StoredConsent {
  const iso = new Date(now).toISOString();
  return {
    categories: analytics ? ['necessary', 'analytics'] : ['necessary'],
    revision: CONSENT_REVISION,
    consentId: previous?.consentId || randomId(),
    consentTimestamp: previous?.consentTimestamp ?? iso,
    lastConsentTimestamp: iso,
    expirationTime: now + CONSENT_DAYS * DAY_MS,
  };
}

/** The Set-Cookie string. Domain as the library set it (the host, when it has a dot), so one cookie replaces the other. */
export function consentCookie(consent: StoredConsent, { hostname, protocol }: Pick<Location, 'hostname' | 'protocol'>) {
  return (
    `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(consent))}` +
    `; Expires=${new Date(consent.expirationTime).toUTCString()}; Path=/; SameSite=Lax` +
    (hostname.includes('.') ? `; Domain=${hostname}` : '') +
    (protocol === 'https:' ? '; Secure' : '')
  );
}

export function readConsent(): StoredConsent | undefined {
  return parseConsent(document.cookie);
}

export function writeConsent(analytics: boolean): StoredConsent {
  const consent = nextConsent(analytics, readConsent());
  document.cookie = consentCookie(consent, window.location);
  return consent;
}

/** Erases the cookies whose names match, whichever host or parent domain set them. */
export function eraseCookies(patterns: RegExp[]) {
  const names = document.cookie
    .split(/;\s*/)
    .map((c) => c.slice(0, c.indexOf('=')))
    .filter((n) => patterns.some((p) => p.test(n)));
  const host = window.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.replace(/^www\./, '')}`];
  for (const name of names)
    for (const d of domains)
      document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:01 GMT${d ? `; Domain=${d}` : ''}`;
}
