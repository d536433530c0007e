/**
 * Interface strings (language "it", fallback "it"). Page copy lives in
 * pages-config/; these are the labels the code itself needs.
 */
export const it = {
  languages: { it: 'Italiano', en: 'Inglese' },
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
    text: "La pagina che cerchi non esiste o è stata spostata.",
    back: 'Torna alla home',
  },
  error: { text: 'Error' },
  button: { loading: 'Caricamento…' },
  lead: {
    emailLabel: 'Il tuo indirizzo e-mail',
    emailPlaceholder: 'nome@azienda.it',
    submit: 'Invia',
    submitting: 'Invio in corso…',
    thanks: 'Grazie per il tuo interesse, ti risponderemo il prima possibile.',
  },
  productGrid: { discover: 'Scopri' },
  skipLink: 'Vai al contenuto',
} as const;

export const ui = it;
