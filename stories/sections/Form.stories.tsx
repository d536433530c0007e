import { expect, fn, waitFor } from 'storybook/test';
import { LEAD_ENDPOINT } from '../../src/lib/lead/transport';
import { formUi } from '../../src/i18n/form.it';
import { Form, MIN_FILL_MS } from '../../src/sections/form/Form';
import { withFetch } from '../fetch';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/Form',
  component: Form,
  parameters: {
    docs: {
      description: {
        component:
          'A contact form (`"kind": "contact"`: name, surname, company, e-mail, phone and a message) or a materials request (`"kind": "materials"`: the same fields plus the material to send, with `product` fixed per page like the lead banner). ' +
          'The fields and their checks are fixed by the kind; the document writes the title, which should say what the visitor receives, the intro and, if needed, the button label and the thank-you. ' +
          'Errors follow the GOV.UK pattern (a summary titled “C’è un problema” that takes focus, a message under each field); a failed request keeps every value and offers the e-mail address. ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'form'>;
export default meta;

type Story = SectionStory<'form'>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const contact: Story['args'] = {
  type: 'form',
  id: 'scrivici',
  kind: 'contact',
  title: 'Raccontaci il tuo progetto',
  intro: 'Ti risponde una persona del team entro un giorno lavorativo.',
};

const materials: Story['args'] = {
  type: 'form',
  id: 'materiali-runplay',
  eyebrow: 'Materiali',
  kind: 'materials',
  product: 'RunPlay',
  title: 'Ricevi la scheda di RunPlay e un caso di studio',
  intro: 'Scegli cosa ti serve per valutare RunPlay: te lo mandiamo per e-mail entro un giorno lavorativo.',
};

const box = ({ canvas }: Context, name: RegExp) => canvas.getByRole('textbox', { name });
const submitLabel = (args: Story['args']) => formUi.submit[args.kind];

/** Types like a visitor, then waits out the 3 s a person needs at least (the form ignores faster submits). */
async function fillAndSubmit(ctx: Context) {
  const started = performance.now();
  const { userEvent, canvas, args } = ctx;
  await userEvent.type(box(ctx, /^Nome/), 'Chiara');
  await userEvent.type(box(ctx, /^Cognome/), 'Esposito');
  await userEvent.type(box(ctx, /^Azienda/), 'Cantine Colle Alto');
  await userEvent.type(box(ctx, /^E-mail/), 'chiara@cantinecollealto.it');
  if (args.kind === 'contact') await userEvent.type(box(ctx, /^Messaggio/), 'Vorremmo un assistente per le visite in cantina.');
  else await userEvent.click(canvas.getByRole('radio', { name: /Caso di studio/ }));
  await new Promise((r) => setTimeout(r, Math.max(0, MIN_FILL_MS + 200 - (performance.now() - started))));
  await userEvent.click(canvas.getByRole('button', { name: submitLabel(args) }));
}

/** The one request: the form's JSON, to the lead endpoint. */
async function expectPosted(stub: ReturnType<typeof fn<typeof window.fetch>>, args: Story['args']) {
  await waitFor(() => expect(stub).toHaveBeenCalledTimes(1));
  const [url, init] = stub.mock.calls[0];
  await expect(url).toBe(LEAD_ENDPOINT);
  const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
  await expect(body).toMatchObject({ form: args.kind, firstName: 'Chiara', lastName: 'Esposito', email: 'chiara@cantinecollealto.it', marketingConsent: false });
  if (args.kind === 'materials') await expect(body).toMatchObject({ product: args.product, material: 'caso-di-studio' });
}

const idle = (): Story['play'] => async (ctx) => {
  const { canvas, args } = ctx;
  for (const name of [/^Nome/, /^Cognome/, /^E-mail/]) await expect(box(ctx, name)).toBeRequired();
  await expect(box(ctx, /^Telefono/)).toHaveAttribute('type', 'tel');
  for (const check of canvas.queryAllByRole('checkbox')) await expect(check).not.toBeChecked();
  for (const radio of canvas.queryAllByRole('radio')) await expect(radio).not.toBeChecked();
  await expect(canvas.getByRole('link', { name: formUi.privacyLink })).toHaveAttribute('href', '/privacy-policy');
  await expect(canvas.getByRole('button', { name: submitLabel(args) })).toBeEnabled();
};

const errors = (): Story['play'] => async (ctx) => {
  const { canvas, userEvent, args } = ctx;
  await userEvent.type(box(ctx, /^E-mail/), 'chiara@');
  await userEvent.type(box(ctx, /^Telefono/), '06');
  await userEvent.click(canvas.getByRole('button', { name: submitLabel(args) }));
  const summary = canvas.getByRole('alert', { name: formUi.summaryTitle });
  await waitFor(() => expect(summary).toHaveFocus());
  await expect(box(ctx, /^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  await expect(box(ctx, /^E-mail/)).toHaveAccessibleDescription(/indirizzo e-mail valido/);
  await expect(box(ctx, /^Telefono/)).toHaveAccessibleDescription(/numero di telefono valido/);
};

const submitting = (stub: ReturnType<typeof fn<typeof window.fetch>>): Story['play'] => async (ctx) => {
  await fillAndSubmit(ctx);
  const busy = await ctx.canvas.findByRole('button', { name: formUi.submitting });
  await expect(busy).toBeDisabled();
  await expect(busy.querySelector('.spinner')).toBeVisible();
  await expectPosted(stub, ctx.args);
};

const sent = (stub: ReturnType<typeof fn<typeof window.fetch>>): Story['play'] => async (ctx) => {
  await fillAndSubmit(ctx);
  const thanks = await ctx.canvas.findByRole('status');
  await expect(thanks).toHaveTextContent(formUi.thanks[ctx.args.kind]);
  await expect(ctx.canvas.queryByRole('textbox')).toBeNull();
  await expectPosted(stub, ctx.args);
};

const failed = (stub: ReturnType<typeof fn<typeof window.fetch>>): Story['play'] => async (ctx) => {
  await fillAndSubmit(ctx);
  const alert = await ctx.canvas.findByText(formUi.failedTitle);
  await expect(alert).toBeVisible();
  await expect(box(ctx, /^Nome/)).toHaveValue('Chiara');
  await expect(box(ctx, /^E-mail/)).toHaveValue('chiara@cantinecollealto.it');
  await waitFor(() => expect(ctx.canvas.getByRole('button', { name: submitLabel(ctx.args) })).toBeEnabled());
  await expectPosted(stub, ctx.args);
};

const created = () => fn<typeof window.fetch>(() => Promise.resolve(new Response('{"ok":true}', { status: 201 })));
const pending = () => fn<typeof window.fetch>(() => new Promise<Response>(() => {}));
const serverError = () => fn<typeof window.fetch>(() => Promise.resolve(new Response('{"error":"could not store"}', { status: 500 })));
const offline = () => fn<typeof window.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));

/** /contatti: the contact form, empty. */
export const Contact: Story = { args: contact, play: idle() };
/** Submitted empty apart from a half-typed e-mail and a short phone number. */
export const ContactErrors: Story = { args: contact, play: errors() };
const contactPending = pending();
export const ContactSubmitting: Story = { args: contact, beforeEach: withFetch(contactPending), play: submitting(contactPending) };
const contactCreated = created();
export const ContactSent: Story = { args: contact, beforeEach: withFetch(contactCreated), play: sent(contactCreated) };
/** The endpoint answered 500: nothing is lost, the visitor can retry or write. */
const contactError = serverError();
export const ContactFailed: Story = { args: contact, beforeEach: withFetch(contactError), play: failed(contactError) };

/** A product page: the materials request, product fixed to RunPlay. */
export const Materials: Story = { args: materials, play: idle() };
export const MaterialsErrors: Story = { args: materials, play: errors() };
const materialsPending = pending();
export const MaterialsSubmitting: Story = { args: materials, beforeEach: withFetch(materialsPending), play: submitting(materialsPending) };
const materialsCreated = created();
export const MaterialsSent: Story = { args: materials, beforeEach: withFetch(materialsCreated), play: sent(materialsCreated) };
/** The network failed: the same message, every value kept. */
const materialsOffline = offline();
export const MaterialsFailed: Story = { args: materials, beforeEach: withFetch(materialsOffline), play: failed(materialsOffline) };

export const ContactMobile = at(Contact, 'mobile');
export const ContactBreakpoint = at(Contact, 'breakpoint');
export const ContactErrorsMobile = at(ContactErrors, 'mobile');
export const MaterialsMobile = at(Materials, 'mobile');
export const MaterialsBreakpoint = at(Materials, 'breakpoint');
