/**
 * Interface strings of the contact and materials forms (language "en"), key
 * for key the Italian ones in ./form.it.ts. Their own module, so only pages
 * with a form download them.
 */
import type { FormStrings } from './form.it';

export const formUi: FormStrings = {
  requiredNote: 'Fields marked with * are required.',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company or organisation',
  email: 'E-mail',
  emailHint: "We'll reply to this address.",
  phone: 'Phone',
  message: 'Message',
  messageHint: 'Tell us briefly about your project or your question.',
  material: 'What would you like to receive?',
  materials: {
    'scheda-prodotto': 'Product sheet (PDF)',
    presentazione: 'Presentation for your team',
    'caso-di-studio': 'Case study of a similar project',
  },
  marketing:
    'I would like to receive updates on news, events and case studies (optional; you can unsubscribe at any time).',
  privacyBefore: "We'll only use your data to reply to this request, as explained in our ",
  privacyLink: 'privacy policy',
  privacyAfter: '.',
  submit: { contact: 'Send message', materials: 'Get the materials' },
  submitting: 'Sending…',
  thanks: {
    contact: "Thank you, we've received your message. We'll reply within one working day.",
    materials: "Thank you! We'll send the materials to the address you gave us within one working day.",
  },
  summaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  failedTitle: "Your request wasn't sent",
  failedText:
    "We couldn't send it, but everything you typed is still here. Please try again in a moment or write to us at",
  tooFast: 'You filled in the form in a flash: please check your details and press the button again to send it.',
};
