// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formSchema } from '../../schemas/sections/form';
import { parseSubmission as parse } from '../../schemas/submissions';
import { formErrors } from '../../src/i18n/form-errors';
import { contact, materials } from './submission-samples';

/** What the endpoint answers with: the Italian messages. */
const parseSubmission = (data: unknown) => parse(data, formErrors.it);

describe('submission schemas (shared by the forms and the endpoint)', () => {
  it('accept the e-mail capture and both forms, trimming what the visitor typed', () => {
    expect(parseSubmission({ email: ' a@b.it ', product: 'RunVoice' })).toEqual({
      ok: true,
      value: { email: 'a@b.it', product: 'RunVoice' },
    });
    expect(parseSubmission({ ...contact, firstName: '  Giulia ' })).toEqual({ ok: true, value: contact });
    expect(parseSubmission(materials)).toEqual({ ok: true, value: materials });
    expect(parseSubmission({ ...contact, company: '', phone: '' })).toMatchObject({ ok: true });
  });

  it.each([
    ['a missing first name', { ...contact, firstName: '   ' }, 'firstName', 'Inserisci il tuo nome'],
    [
      'an invalid e-mail',
      { ...contact, email: 'giulia@' },
      'email',
      'Inserisci un indirizzo e-mail valido, per esempio nome@azienda.it',
    ],
    [
      'a phone with too few digits',
      { ...contact, phone: '06 12' },
      'phone',
      'Inserisci un numero di telefono valido, per esempio +39 06 1234 5678',
    ],
    [
      'a phone with letters',
      { ...contact, phone: '06 ABC 1234' },
      'phone',
      'Inserisci un numero di telefono valido, per esempio +39 06 1234 5678',
    ],
    [
      'a phone with more than 15 digits',
      { ...contact, phone: '1234567890123456' },
      'phone',
      'Inserisci un numero di telefono valido, per esempio +39 06 1234 5678',
    ],
    ['an empty message', { ...contact, message: '' }, 'message', 'Scrivi il tuo messaggio'],
    [
      'a message over 3000 characters',
      { ...contact, message: 'a'.repeat(3001) },
      'message',
      'Usa al massimo 3000 caratteri',
    ],
    ['no material chosen', { ...materials, material: undefined }, 'material', 'Scegli il materiale che vuoi ricevere'],
    [
      'an unknown material',
      { ...materials, material: 'brochure' },
      'material',
      'Scegli il materiale che vuoi ricevere',
    ],
    ['a field the form does not have', { ...contact, website: 'spam' }, 'website', 'campo non previsto'],
    [
      'a marketing consent that is not a boolean',
      { ...contact, marketingConsent: 'yes' },
      'marketingConsent',
      expect.any(String),
    ],
    ['an unknown form', { ...contact, form: 'newsletter' }, 'form', 'Valore non valido'],
    ['a field named __proto__', { ...JSON.parse('{"__proto__": 1}'), ...contact }, '__proto__', 'campo non previsto'],
    ['a capture with an extra field', { email: 'a@b.it', product: 'X', form2: 1 }, 'form2', 'campo non previsto'],
  ])('refuse %s, naming the field', (_name, body, field, message) => {
    const result = parseSubmission(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toEqual(message);
  });

  it('word every message in the page language', () => {
    const result = parse({ ...contact, firstName: '', phone: '12', message: 'a'.repeat(3001) }, formErrors.en);
    expect(result).toEqual({
      ok: false,
      fields: {
        firstName: 'Enter your first name',
        phone: 'Enter a valid phone number, for example +39 06 1234 5678',
        message: 'Use 3000 characters at most',
      },
    });
    const capture = parse({ email: 'mario@gmail', product: 'RunVoice' }, formErrors.en);
    expect(capture).toEqual({
      ok: false,
      fields: { email: 'Enter a valid e-mail address, for example name@company.com' },
    });
  });

  it('refuse what is not an object', () => {
    for (const body of [null, [], 'a@b.it', 3]) expect(parseSubmission(body)).toMatchObject({ ok: false });
  });
});

describe('form section schema', () => {
  const base = { type: 'form', title: 'Scrivici' };
  it('needs a product for a materials form, and offers materials only there', () => {
    expect(formSchema.safeParse({ ...base, kind: 'contact' }).success).toBe(true);
    const noProduct = formSchema.safeParse({ ...base, kind: 'materials' });
    expect(noProduct.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['product', 'a materials form needs the "product" it sends'],
    ]);
    const stray = formSchema.safeParse({ ...base, kind: 'contact', materials: ['presentazione'] });
    expect(stray.error?.issues.map((i) => i.path.join('.'))).toEqual(['materials']);
    expect(
      formSchema.safeParse({ ...base, kind: 'materials', product: 'RunTip', materials: ['brochure'] }).success,
    ).toBe(false);
  });
});
