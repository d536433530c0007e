import { Cta } from '../../src/sections/cta/Cta';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/Cta',
  component: Cta,
  parameters: {
    docs: {
      description: {
        component:
          'A call to action: a box with a title, an optional subtitle and text, and one button that opens a page, jumps to a section (`#id`) or opens the chat (`"action": "openChat"`). Three looks: `default` (light grey), `assistant` (with the chat assistant’s picture from site.json `chat.avatar`, for chat invitations) and `dark` (to close a page with emphasis). Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'cta'>;
export default meta;

/** Light box with a link to another page. */
export const Default: SectionStory<'cta'> = {
  args: {
    type: 'cta',
    title: 'Ogni luogo ha una storia da raccontare',
    text: 'Con RunPlay musei, parchi, borghi e aziende trasformano i propri contenuti in audioguide coinvolgenti, che il visitatore ascolta dal proprio smartphone mentre cammina.',
    button: { label: 'Scopri RunPlay', href: '/prodotti/runplay', variant: 'primary' },
    variant: 'default',
  },
};

/** The assistant’s picture beside the copy; the button opens the chat. */
export const Assistant: SectionStory<'cta'> = {
  args: {
    type: 'cta',
    id: 'rachel',
    title: 'Hai una domanda? Chiedi a Rachel',
    subtitle: 'La nostra assistente AI ti risponde subito, a qualsiasi ora.',
    text: 'Prodotti, integrazioni, tempi di avvio: Rachel conosce il nostro lavoro e, se serve, ti mette in contatto con la persona giusta del team.',
    button: { label: 'Avvia una chat', action: 'openChat', variant: 'primary' },
    variant: 'assistant',
  },
};

/** Dark box, as at the end of the products page. */
export const Dark: SectionStory<'cta'> = {
  args: {
    type: 'cta',
    title: 'Non sai quale scegliere? Parliamone',
    text: 'Raccontaci il tuo progetto: ti aiutiamo a capire quale prodotto fa al caso tuo e prepariamo una demo sui tuoi contenuti.',
    button: { label: 'Contattaci', href: '/contatti', variant: 'primary' },
    variant: 'dark',
  },
};

/** Dark box with a subtitle only and the outlined (tertiary) button, drawn white on dark. */
export const DarkTertiary: SectionStory<'cta'> = {
  args: {
    type: 'cta',
    title: 'Trasformiamo idee in esperienze',
    subtitle: 'Dalla prima idea al servizio in produzione, con un solo team.',
    button: { label: 'Parliamone', href: '/contatti', variant: 'tertiary' },
    variant: 'dark',
  },
};

export const DefaultMobile = at(Default, 'mobile');
export const DefaultBreakpoint = at(Default, 'breakpoint');
export const AssistantMobile = at(Assistant, 'mobile');
export const AssistantBreakpoint = at(Assistant, 'breakpoint');
export const DarkMobile = at(Dark, 'mobile');
export const DarkBreakpoint = at(Dark, 'breakpoint');
export const DarkTertiaryMobile = at(DarkTertiary, 'mobile');
export const DarkTertiaryBreakpoint = at(DarkTertiary, 'breakpoint');
