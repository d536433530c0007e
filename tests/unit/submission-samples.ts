/** Valid bodies of the three submission kinds, shared by the schema and endpoint tests. */
export const capture = { email: 'giulia.bianchi@esempio.it', product: 'RunVoice' };

export const person = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  company: 'Museo Civico di Valdoria',
  email: 'giulia.bianchi@esempio.it',
  phone: '+39 06 1234 5678',
  marketingConsent: false,
  privacyNoticeVersion: '2026-11-22',
};

export const contact = { form: 'contact', ...person, message: 'Vorremmo una demo di Rachel per il nostro sito.' };
export const materials = { form: 'materials', ...person, product: 'RunPlay', material: 'scheda-prodotto' };
