import { expect } from 'storybook/test';
import { LeadBanner } from '../../src/sections/leadBanner/LeadBanner';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/LeadBanner',
  component: LeadBanner,
  parameters: {
    docs: {
      description: {
        component:
          'A dark banner that asks for an e-mail address, usually at the end of a product page. ' +
          'Every address is sent to the lead webhook together with `product`, so the team knows which page it came from (default “Generic”); the text under the title is optional. ' +
          'Give it `"id": "demo"` so buttons elsewhere on the page can scroll to it with `"href": "#demo"`. ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'leadBanner'>;
export default meta;

/** The field is labelled, and the button waits for an address. */
const formIsReady: NonNullable<SectionStory<'leadBanner'>['play']> = async ({ canvas, userEvent }) => {
  const submit = canvas.getByRole('button', { name: 'Invia' });
  await expect(submit).toBeDisabled();
  await userEvent.type(canvas.getByRole('textbox', { name: /e-mail/i }), 'direzione@museovaldoria.it');
  await expect(submit).toBeEnabled();
};

/** RunVoice page: anchored as #demo, with a line of text. */
export const ProductDemo: SectionStory<'leadBanner'> = {
  args: {
    type: 'leadBanner',
    id: 'demo',
    title: 'Vuoi sentire RunVoice al lavoro?',
    text: 'Lasciaci la tua e-mail: ti ricontattiamo per una demo sul tuo numero e un preventivo su misura.',
    product: 'RunVoice',
  },
  play: formIsReady,
};

/** Title only, product left to its default. */
export const TitleOnly: SectionStory<'leadBanner'> = {
  args: { type: 'leadBanner', title: 'Vuoi ricevere le novità sui nostri prodotti?', product: 'Generic' },
  play: formIsReady,
};

export const ProductDemoMobile = at(ProductDemo, 'mobile');
export const ProductDemoBreakpoint = at(ProductDemo, 'breakpoint');
export const TitleOnlyMobile = at(TitleOnly, 'mobile');
export const TitleOnlyBreakpoint = at(TitleOnly, 'breakpoint');
