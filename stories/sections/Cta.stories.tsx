import { Cta } from '../../src/sections/cta/Cta';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/Cta', component: Cta } satisfies SectionMeta<'cta'>;
export default meta;

export const Default: SectionStory<'cta'> = {
  args: {
    type: 'cta',
    title: 'Vuoi vedere i prodotti al lavoro?',
    text: 'Raccontaci il tuo progetto: prepariamo una demo sui tuoi contenuti e sui tuoi sistemi.',
    button: { label: 'Contattaci', href: '/contatti', variant: 'primary' },
    variant: 'default',
  },
};

export const Rachel: SectionStory<'cta'> = {
  args: {
    type: 'cta',
    title: 'Hai una domanda? Chiedi a Rachel',
    subtitle: 'La nostra assistente AI risponde subito, a qualsiasi ora.',
    text: 'Prodotti, integrazioni, tempi e costi: Rachel conosce il nostro lavoro e ti indirizza alla persona giusta.',
    button: { label: 'Avvia una chat', action: 'openChat', variant: 'primary' },
    variant: 'rachel',
  },
};

export const Dark: SectionStory<'cta'> = {
  args: {
    type: 'cta',
    title: 'Trasformiamo idee in esperienze',
    subtitle: 'Dalla prima idea al servizio in produzione.',
    button: { label: 'Parliamone', href: '/contatti', variant: 'tertiary' },
    variant: 'dark',
  },
};
