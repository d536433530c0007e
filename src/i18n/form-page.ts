/**
 * The page the lead endpoint answers a form sent without JavaScript with
 * (src/server/form-post.ts): its title and links, per language. Server only.
 */
import type { Locale } from '../../schemas/locale';

export const formPageUi: Record<
  Locale,
  { sentTitle: string; problemTitle: string; back: string; captureTitle: string; notStored: string }
> = {
  it: {
    sentTitle: 'Richiesta inviata',
    problemTitle: 'Controlla i dati del modulo',
    back: 'Torna alla pagina',
    captureTitle: 'Ricevi informazioni e una demo',
    notStored:
      'La richiesta non è partita per un problema nostro: i dati sono ancora qui, riprova tra qualche istante.',
  },
  en: {
    sentTitle: 'Request sent',
    problemTitle: 'Check the details in the form',
    back: 'Back to the page',
    captureTitle: 'Get information and a demo',
    notStored:
      'The request did not go through because of a problem on our side: your details are still here, try again in a moment.',
  },
};
