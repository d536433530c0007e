/**
 * What a visitor reads next to a field they got wrong, per language (GOV.UK
 * style: say what to do). The submission schemas give keys
 * (schemas/submissions.ts); these word them. Loaded with the form checks (at
 * the first focus), not with the page, and by the endpoint for its answers.
 */
import type { ErrorMessages } from '../../schemas/submissions';
import type { Locale } from '../../schemas/locale';

export const formErrors: Record<Locale, ErrorMessages> = {
  it: {
    firstName: 'Inserisci il tuo nome',
    lastName: 'Inserisci il tuo cognome',
    email: 'Inserisci il tuo indirizzo e-mail',
    emailTooLong: "L'indirizzo e-mail è troppo lungo",
    emailInvalid: 'Inserisci un indirizzo e-mail valido, per esempio nome@azienda.it',
    phone: 'Inserisci un numero di telefono valido, per esempio +39 06 1234 5678',
    message: 'Scrivi il tuo messaggio',
    material: 'Scegli il materiale che vuoi ricevere',
    tooLong: 'Usa al massimo {max} caratteri',
    unexpected: 'campo non previsto',
    invalid: 'Valore non valido',
  },
  en: {
    firstName: 'Enter your first name',
    lastName: 'Enter your last name',
    email: 'Enter your e-mail address',
    emailTooLong: 'The e-mail address is too long',
    emailInvalid: 'Enter a valid e-mail address, for example name@company.com',
    phone: 'Enter a valid phone number, for example +39 06 1234 5678',
    message: 'Write your message',
    material: 'Choose the material you would like to receive',
    tooLong: 'Use {max} characters at most',
    unexpected: 'unexpected field',
    invalid: 'Invalid value',
  },
};
