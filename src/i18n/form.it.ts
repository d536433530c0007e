/**
 * Interface strings of the contact and materials forms (language "it"). Their
 * own module, so only pages with a form download them.
 */
import type { LocaleStrings } from './it';

export const formUi = {
  requiredNote: 'I campi contrassegnati da * sono obbligatori.',
  firstName: 'Nome',
  lastName: 'Cognome',
  company: 'Azienda o ente',
  email: 'E-mail',
  emailHint: 'Ti rispondiamo a questo indirizzo.',
  phone: 'Telefono',
  message: 'Messaggio',
  messageHint: 'Raccontaci in breve il tuo progetto o la tua domanda.',
  material: 'Cosa vuoi ricevere?',
  materials: {
    'scheda-prodotto': 'Scheda prodotto (PDF)',
    presentazione: 'Presentazione per il tuo team',
    'caso-di-studio': 'Caso di studio di un progetto simile',
  },
  marketing:
    'Voglio ricevere aggiornamenti su novità, eventi e casi di studio (facoltativo, puoi disiscriverti quando vuoi).',
  privacyBefore: 'Useremo i tuoi dati solo per rispondere a questa richiesta, come spiegato nell’',
  privacyLink: 'informativa sulla privacy',
  privacyAfter: '.',
  submit: { contact: 'Invia il messaggio', materials: 'Ricevi i materiali' },
  submitting: 'Invio in corso…',
  thanks: {
    contact: 'Grazie, abbiamo ricevuto il tuo messaggio. Ti rispondiamo entro un giorno lavorativo.',
    materials: 'Grazie! Ti mandiamo i materiali all’indirizzo che ci hai indicato entro un giorno lavorativo.',
  },
  summaryTitle: "C'è un problema",
  errorPrefix: 'Errore:',
  failedTitle: 'La richiesta non è partita',
  failedText:
    'Non siamo riusciti a inviarla: i dati che hai scritto sono ancora qui. Riprova tra qualche istante oppure scrivici a',
  tooFast: 'Hai compilato il modulo in un attimo: controlla i dati e premi di nuovo il pulsante per inviarlo.',
} as const;

/** What form.en.ts (and any other locale) must provide, key for key. */
export type FormStrings = LocaleStrings<typeof formUi>;
