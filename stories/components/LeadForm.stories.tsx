import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LeadForm } from '../../src/ui/LeadForm';
import { LEAD_ENDPOINT } from '../../src/lib/lead/transport';
import { sentJson, withFetch } from '../fetch';
import { at } from '../story';
import { storyUi } from '../locale';

const meta = {
  title: 'Components/LeadForm',
  component: LeadForm,
  args: { product: 'RunVoice', idPrefix: 'lead-runvoice' },
  decorators: [
    (Story) => (
      <div className="container section">
        <Story />
      </div>
    ),
  ],
  parameters: {
    // Not a section: editors set it through a leadBanner's `product`, so there is no JSON of its own to show.
    docs: {
      // Play functions do not run on the docs page (several forms typing at once steal each
      // other's focus): the docs show the forms idle; each story in the sidebar shows its state.
      canvas: { sourceState: 'none' },
      description: {
        component:
          'The e-mail form of the lead banner and of the chat (SPEC §4, §8): idle, submitting, submitted whatever the HTTP status, and back to idle with the address kept when the network fails.',
      },
    },
  },
} satisfies Meta<typeof LeadForm>;
export default meta;

type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** What a visitor types (mixed case, as people do) and what the webhook must receive. */
const TYPED = 'Giulia.Bianchi@Museo-Roma.IT';
const SENT = { email: 'giulia.bianchi@museo-roma.it', product: 'RunVoice' };

const field = ({ canvas, globals }: Context) => canvas.getByRole('textbox', { name: storyUi(globals).lead.emailLabel });

async function typeAndSubmit(ctx: Context) {
  await ctx.userEvent.type(field(ctx), TYPED);
  await ctx.userEvent.click(ctx.canvas.getByRole('button', { name: storyUi(ctx.globals).lead.submit }));
}

/** The one request posted `{ email, product }` (address normalised) to the lead endpoint. */
async function expectPosted(stub: ReturnType<typeof fn<typeof window.fetch>>) {
  await expect(stub).toHaveBeenCalledTimes(1);
  const [url, init] = stub.mock.calls[0];
  await expect(url).toBe(LEAD_ENDPOINT);
  await expect(init?.method).toBe('POST');
  await expect(sentJson(init)).toEqual(SENT);
}

const idleFetch = fn<typeof window.fetch>(() => Promise.resolve(new Response(null, { status: 204 })));

export const Idle: Story = {
  beforeEach: withFetch(idleFetch),
  play: async (ctx) => {
    const ui = storyUi(ctx.globals);
    const { canvas, userEvent, step } = ctx;
    const submit = canvas.getByRole('button', { name: ui.lead.submit });
    await step('empty: a required e-mail field and a disabled button', async () => {
      await expect(field(ctx)).toHaveAttribute('type', 'email');
      await expect(field(ctx)).toBeRequired();
      await expect(field(ctx)).toHaveValue('');
      await expect(submit).toBeDisabled();
    });
    await step('typing an address enables the button', async () => {
      await userEvent.type(field(ctx), TYPED);
      await expect(submit).toBeEnabled();
    });
    await step('clearing it disables the button again', async () => {
      await userEvent.clear(field(ctx));
      await expect(submit).toBeDisabled();
    });
    await expect(idleFetch).not.toHaveBeenCalled();
  },
};

/** The request never resolves: the form stays in its submitting state. */
const pendingFetch = fn<typeof window.fetch>(() => new Promise<Response>(() => {}));

export const Submitting: Story = {
  beforeEach: withFetch(pendingFetch),
  play: async (ctx) => {
    const ui = storyUi(ctx.globals);
    await typeAndSubmit(ctx);
    const busy = ctx.canvas.getByRole('button', { name: ui.lead.submitting });
    await expect(busy).toBeDisabled();
    await expect(busy.querySelector('.spinner')).toBeVisible();
    await expect(ctx.canvas.queryByRole('button', { name: ui.lead.submit })).toBeNull();
    await expect(field(ctx)).toHaveValue(TYPED);
    await expectPosted(pendingFetch);
  },
};

/** An HTTP 500 still counts: any resolved response is a success (SPEC §7, §8). */
const serverErrorFetch = fn<typeof window.fetch>(() =>
  Promise.resolve(new Response('Internal Server Error', { status: 500 })),
);

export const Submitted: Story = {
  beforeEach: withFetch(serverErrorFetch),
  play: async (ctx) => {
    const ui = storyUi(ctx.globals);
    await typeAndSubmit(ctx);
    const thanks = await ctx.canvas.findByRole('status');
    await expect(thanks).toHaveTextContent(ui.lead.thanks);
    await expect(thanks.querySelector('svg.lead-form__check')).toBeVisible();
    await expect(ctx.canvas.queryByRole('textbox')).toBeNull();
    await expect(ctx.canvas.queryByRole('button')).toBeNull();
    await expectPosted(serverErrorFetch);
  },
};

/** Network failure: back to idle with the address kept, and no message (SPEC §8). */
const offlineFetch = fn<typeof window.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));

export const Failed: Story = {
  beforeEach: withFetch(offlineFetch),
  play: async (ctx) => {
    const ui = storyUi(ctx.globals);
    await typeAndSubmit(ctx);
    const submit = await ctx.canvas.findByRole('button', { name: ui.lead.submit });
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(field(ctx)).toHaveValue(TYPED);
    await expect(ctx.canvas.queryByRole('status')).toBeNull();
    await expect(ctx.canvas.queryByText(ui.lead.thanks)).toBeNull();
    await expectPosted(offlineFetch);
  },
};

// On a phone the button wraps under the field, and the thank-you text over several lines.
export const IdleMobile = at(Idle, 'mobile');
export const SubmittedMobile = at(Submitted, 'mobile');
