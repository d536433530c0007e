/**
 * The cookie preferences panel's own strings, per language: in the panel's
 * chunk (loaded when the visitor opens it), not in every page's catalog.
 */
import type { Locale } from '../../schemas/locale';

const it = {
  prefsTitle: 'Preferenze sui cookie',
  save: 'Salva le preferenze',
  prefsIntro:
    'Scegli quali cookie consentire. I cookie necessari sono sempre attivi; quelli statistici restano spenti finché non li attivi tu.',
  necessaryTitle: 'Cookie necessari',
  necessaryText:
    'Servono al funzionamento del sito e a ricordare le tue scelte sui cookie. Non richiedono consenso e non possono essere disattivati.',
  statsTitle: 'Cookie statistici',
  statsText:
    'Ci aiutano a capire, in forma anonima e aggregata, quali pagine vengono visitate (Google Analytics / Google Tag Manager). Vengono caricati solo se li accetti.',
  moreTitle: 'Maggiori informazioni',
  moreText: 'Per i dettagli su cookie e trattamento dei dati leggi la',
} as const;

export const consentPanelUi: Record<Locale, { readonly [K in keyof typeof it]: string }> = {
  it,
  en: {
    prefsTitle: 'Cookie preferences',
    save: 'Save preferences',
    prefsIntro:
      'Choose which cookies to allow. Necessary cookies are always on; statistics cookies stay off until you turn them on.',
    necessaryTitle: 'Necessary cookies',
    necessaryText:
      'They make the site work and remember your cookie choices. They do not require consent and cannot be switched off.',
    statsTitle: 'Statistics cookies',
    statsText:
      'They help us understand, anonymously and in aggregate, which pages are visited (Google Analytics / Google Tag Manager). They are only loaded if you accept them.',
    moreTitle: 'More information',
    moreText: 'For details on cookies and how we process data, read our',
  },
};
