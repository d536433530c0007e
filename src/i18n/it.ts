/**
 * Interface strings (language "it", fallback "it"). Page copy lives in
 * pages-config/; these are the labels the code itself needs.
 */
export const it = {
  languages: { it: 'Italiano', en: 'Inglese' },
  languageSwitcher: {
    label: 'Lingua',
    untranslated: 'questa pagina non è ancora tradotta: il link porta alla home',
  },
  header: {
    home: 'Home page',
    mainNav: 'Menu principale',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    mobileNav: 'Menu di navigazione mobile',
  },
  footer: {
    menu: 'Menu',
    products: 'Prodotti',
    legal: 'Note legali',
    vat: 'P.IVA',
    rights: 'Tutti i diritti riservati.',
  },
  notFound: {
    title: 'Pagina non trovata',
    headingTop: 'Ops!',
    headingBottom: 'Pagina non trovata',
    text: 'La pagina che cerchi non esiste o è stata spostata.',
    back: 'Torna alla home',
  },
  error: { text: 'Error' },
  /** A control whose code failed to load says so instead of doing nothing. */
  unavailable: { cookies: 'Le preferenze sui cookie non si sono caricate: ricarica la pagina per riprovare.' },
  button: { loading: 'Caricamento…' },
  lead: {
    emailLabel: 'Il tuo indirizzo e-mail',
    emailPlaceholder: 'nome@azienda.it',
    submit: 'Invia',
    submitting: 'Invio in corso…',
    thanks: 'Grazie per il tuo interesse, ti risponderemo il prima possibile.',
    /** Label of the hidden anti-spam field (people never see it). */
    honeypotLabel: 'Non compilare questo campo',
    /** The endpoint refused the address (a permanent 4xx). */
    refused: 'Non possiamo registrare questo indirizzo: controlla che sia scritto bene e riprova.',
    /** No answer (network failure or timeout): it may have arrived, so no plain "send again". */
    failed:
      'Non abbiamo avuto conferma, ma la richiesta potrebbe esserci arrivata comunque. Se entro un giorno lavorativo non ti scriviamo, scrivici a',
  },
  chat: {
    // The assistant's name is content (its chat knowledge's assistantName): useSite().assistantName.
    bubble: (name: string) => `Chiedi a ${name}`,
    loading: 'Apertura della chat…',
    unavailable: 'La chat non è disponibile in questo momento: scrivici dalla pagina Contatti.',
    dismiss: 'Ok, chiudi',
  },
  consent: {
    manage: 'Gestisci cookie',
    title: 'Rispettiamo la tua privacy',
    description:
      // Short on purpose: a long paragraph painted late became the page's largest paint (LCP) on mobile.
      'Usiamo cookie tecnici e, solo con il tuo consenso, cookie statistici anonimi. Puoi cambiare idea quando vuoi da «Gestisci cookie».',
    acceptAll: 'Accetta tutti',
    reject: 'Rifiuta',
    customize: 'Personalizza',
    closeAndReject: 'Chiudi e rifiuta i cookie non necessari',
    policy: 'Cookie policy',
    privacy: 'Privacy policy',
    close: 'Chiudi',
  },
  productGrid: { discover: 'Scopri' },
  carousel: {
    // As the issue specifies (WAI-ARIA APG carousel); a localised 'carosello' would also be valid.
    roleDescription: 'carousel',
    slide: 'slide',
    slideLabel: (n: number, total: number) => `${n} di ${total}`,
    pause: 'Metti in pausa lo scorrimento',
    play: 'Riprendi lo scorrimento',
  },
  cardSlider: {
    prev: 'Scheda precedente',
    next: 'Scheda successiva',
    goTo: (n: number, total: number) => `Vai alla scheda ${n} di ${total}`,
  },
  media: {
    play: (title: string) => `Riproduci il video: ${title}`,
    loading: 'Caricamento del video…',
    unavailable: 'Il video non è disponibile in questo momento. Riprova più tardi.',
    comingSoon: 'Video in arrivo',
  },
  contactColumns: { newTab: '(si apre in una nuova scheda)' },
  legal: { updated: 'Ultimo aggiornamento:', toc: 'In questa pagina', openCookiePanel: 'Apri il pannello dei cookie' },
  skipLink: 'Vai al contenuto',
} as const;

export const ui = it;

/**
 * A strings object with every text widened to `string` (functions keep their
 * parameters): the type another locale's module is annotated with, so a key
 * it lacks or adds is a compile error.
 */
export type LocaleStrings<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => LocaleStrings<R>
    : { readonly [K in keyof T]: LocaleStrings<T[K]> };

export type UiStrings = LocaleStrings<typeof it>;
