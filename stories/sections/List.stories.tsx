import { List } from '../../src/sections/list/List';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/List', component: List } satisfies SectionMeta<'list'>;
export default meta;

export const Cards: SectionStory<'list'> = {
  args: {
    type: 'list',
    eyebrow: 'Cosa fa',
    title: 'Ogni chiamata arriva dove deve',
    variant: 'cards',
    items: [
      { title: 'Instradamento e filtro automatici', text: "Riconosce la richiesta e smista la chiamata all'ufficio giusto." },
      { title: 'Registrazione e trascrizione', text: 'I messaggi in segreteria diventano testo, pronti da leggere.' },
      { title: 'Analisi del sentiment', text: 'Segnala subito le conversazioni da gestire con priorità.' },
    ],
  },
};

export const Numbered: SectionStory<'list'> = {
  args: {
    type: 'list',
    eyebrow: 'Come funziona',
    title: 'Si adatta alla tua organizzazione',
    variant: 'numbered',
    items: [
      { title: 'Voce personalizzabile', text: 'Scegli tono, lingua e messaggi.' },
      { title: 'Integrazione profonda', text: 'Dialoga con CRM, helpdesk, calendari e gestione ordini.' },
    ],
  },
};

export const TickedWithButton: SectionStory<'list'> = {
  args: {
    type: 'list',
    eyebrow: 'Versioni',
    title: 'Easy, Standard o Pro',
    variant: 'ticked',
    items: [
      { title: 'Easy', text: 'Gestisce le chiamate fuori orario.' },
      { title: 'Standard', text: 'Tutto Easy, più risposta e instradamento 24/7.' },
      { title: 'Pro', text: 'Dialogo naturale, prenotazioni e integrazioni.' },
    ],
    button: { label: 'Richiedi una demo', href: '/contatti', variant: 'primary' },
  },
};
