import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_DAYS,
  CONSENT_REVISION,
  consentCookie,
  eraseCookies,
  nextConsent,
  parseConsent,
  readConsent,
  writeConsent,
} from '../../src/shell/consent/store';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-02T10:00:00Z');

/** The cookie exactly as vanilla-cookieconsent 3 wrote it (the site's banner before), after 'Accetta tutti'. */
const LIBRARY_VALUE = encodeURIComponent(
  JSON.stringify({
    categories: ['necessary', 'analytics'],
    revision: 1,
    data: null,
    consentTimestamp: '2026-01-10T09:12:00.000Z',
    consentId: '7c1e6f4a-3b2d-4f0e-9a51-2d7c8e6b1f30',
    services: { necessary: [], analytics: [] },
    languageCode: 'it',
    lastConsentTimestamp: '2026-01-10T09:12:00.000Z',
    expirationTime: Date.parse('2026-07-11T09:12:00Z'),
  }),
);

const cookie = (fields: Record<string, unknown>) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ revision: CONSENT_REVISION, categories: ['necessary'], ...fields }))}`;

function clearDocumentCookies() {
  for (const c of document.cookie.split(/;\s*/).filter(Boolean))
    document.cookie = `${c.slice(0, c.indexOf('='))}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:01 GMT`;
}
afterEach(clearDocumentCookies);

describe('consent cookie: reading', () => {
  it("keeps a choice stored by the previous banner library valid, among the page's other cookies", () => {
    const c = parseConsent(`_ga=GA1.1.1.2; ${CONSENT_COOKIE}=${LIBRARY_VALUE}; lang=it`, NOW);
    expect(c).toEqual({
      categories: ['necessary', 'analytics'],
      revision: 1,
      consentId: '7c1e6f4a-3b2d-4f0e-9a51-2d7c8e6b1f30',
      consentTimestamp: '2026-01-10T09:12:00.000Z',
      lastConsentTimestamp: '2026-01-10T09:12:00.000Z',
      expirationTime: Date.parse('2026-07-11T09:12:00Z'),
    });
  });

  it('asks again when the revision changed (the cookie policy changed materially)', () => {
    expect(parseConsent(cookie({ revision: CONSENT_REVISION - 1 }), NOW)).toBeUndefined();
    expect(parseConsent(cookie({ revision: CONSENT_REVISION + 1 }), NOW)).toBeUndefined();
    expect(parseConsent(cookie({}), NOW)?.revision).toBe(CONSENT_REVISION);
  });

  it('asks again once the choice expired', () => {
    expect(parseConsent(cookie({ expirationTime: NOW - 1 }), NOW)).toBeUndefined();
    expect(parseConsent(cookie({ expirationTime: NOW }), NOW)).toBeUndefined();
    expect(parseConsent(cookie({ expirationTime: NOW + 1 }), NOW)).toBeDefined();
  });

  it('asks again when there is no choice or it cannot be read', () => {
    for (const bad of [
      '',
      'other=1',
      `${CONSENT_COOKIE}=`,
      `${CONSENT_COOKIE}=%7Bnot-json`,
      `${CONSENT_COOKIE}=%E0%A4%A`,
      `${CONSENT_COOKIE}=${encodeURIComponent('"necessary"')}`,
      `${CONSENT_COOKIE}=null`,
      cookie({ categories: 'analytics' }),
      // A look-alike name is not the consent cookie.
      `x${cookie({})}`,
    ])
      expect(parseConsent(bad, NOW), bad).toBeUndefined();
  });

  it('necessary cookies are always on; unknown categories are ignored, analytics only when named', () => {
    expect(parseConsent(cookie({ categories: [] }), NOW)?.categories).toEqual(['necessary']);
    expect(parseConsent(cookie({ categories: ['marketing', 'analytics'] }), NOW)?.categories).toEqual([
      'necessary',
      'analytics',
    ]);
    expect(parseConsent(cookie({ categories: ['marketing'] }), NOW)?.categories).toEqual(['necessary']);
  });
});

describe('consent cookie: writing', () => {
  it('a first choice gets an id, today, and 182 days', () => {
    const c = nextConsent(false, undefined, NOW);
    expect(c).toMatchObject({
      categories: ['necessary'],
      revision: CONSENT_REVISION,
      consentTimestamp: '2026-03-02T10:00:00.000Z',
      lastConsentTimestamp: '2026-03-02T10:00:00.000Z',
      expirationTime: NOW + CONSENT_DAYS * DAY,
    });
    expect(c.consentId).toMatch(/^[0-9a-f]{32}$/);
    expect(nextConsent(false, undefined, NOW).consentId).not.toBe(c.consentId);
  });

  it('a changed choice keeps the id and first date, and restarts the 182 days', () => {
    const before = parseConsent(`${CONSENT_COOKIE}=${LIBRARY_VALUE}`, NOW);
    const later = NOW + 30 * DAY;
    expect(nextConsent(false, before, later)).toEqual({
      categories: ['necessary'],
      revision: CONSENT_REVISION,
      consentId: '7c1e6f4a-3b2d-4f0e-9a51-2d7c8e6b1f30',
      consentTimestamp: '2026-01-10T09:12:00.000Z',
      lastConsentTimestamp: new Date(later).toISOString(),
      expirationTime: later + CONSENT_DAYS * DAY,
    });
  });

  it('the cookie: first-party, whole site, Lax, expiring with the choice; Domain as the library set it, Secure on https', () => {
    const c = nextConsent(true, undefined, NOW);
    const expires = new Date(NOW + CONSENT_DAYS * DAY).toUTCString();
    const set = consentCookie(c, { hostname: 'www.example.it', protocol: 'https:' });
    expect(set.split('; ').slice(1)).toEqual([
      `Expires=${expires}`,
      'Path=/',
      'SameSite=Lax',
      'Domain=www.example.it',
      'Secure',
    ]);
    expect(consentCookie(c, { hostname: 'localhost', protocol: 'http:' }).split('; ').slice(1)).toEqual([
      `Expires=${expires}`,
      'Path=/',
      'SameSite=Lax',
    ]);
    // What is written reads back as the same choice.
    expect(parseConsent(set.split('; ')[0], NOW)).toEqual(c);
  });

  it('writeConsent stores the choice in the document and readConsent finds it', () => {
    expect(readConsent()).toBeUndefined();
    writeConsent(true);
    const first = readConsent();
    expect(first?.categories).toEqual(['necessary', 'analytics']);
    writeConsent(false);
    expect(readConsent()).toMatchObject({ categories: ['necessary'], consentId: first?.consentId });
  });
});

describe('eraseCookies', () => {
  it('removes the cookies whose names match and leaves the others', () => {
    document.cookie = '_ga=GA1.1.123.456; Path=/';
    document.cookie = '_ga_ABC123=GS1.1; Path=/';
    document.cookie = '_gid=GA1.1.9; Path=/';
    document.cookie = 'theme=dark; Path=/';
    writeConsent(false);
    eraseCookies([/^_ga/, /^_gid$/]);
    const names = document.cookie.split(/;\s*/).map((c) => c.slice(0, c.indexOf('=')));
    expect(names.sort()).toEqual([CONSENT_COOKIE, 'theme']);
  });
});
