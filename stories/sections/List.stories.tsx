import { List } from '../../src/sections/list/List';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/List',
  component: List,
  parameters: {
    docs: {
      description: {
        component:
          'A titled list of items (a short title, optionally a line of text), for features, steps, audiences or versions. ' +
          'Variant `cards` shows grey cards, `ticked` white cards with a check mark, `numbered` an ordered list counted 01, 02…; an optional button follows the list. ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'list'>;
export default meta;

/** RunVoice page: what the product does. */
export const Cards: SectionStory<'list'> = {
  args: {
    type: 'list',
    id: 'cosa-fa',
    eyebrow: 'Cosa fa',
    title: 'Ogni chiamata arriva dove deve',
    variant: 'cards',
    items: [
      {
        title: 'Instradamento e filtro automatici',
        text: 'Riconosce la richiesta e smista la chiamata all’ufficio giusto, filtrando quelle indesiderate.',
      },
      {
        title: 'Registrazione e trascrizione dei messaggi',
        text: 'I messaggi lasciati in segreteria diventano testo, pronti da leggere e archiviare.',
      },
      {
        title: 'Analisi del sentiment',
        text: 'Capisce il tono di chi chiama e segnala subito le conversazioni da gestire con priorità.',
      },
      {
        title: 'Risposte intelligenti 24/7 (PRO)',
        text: 'Nella versione Pro risponde in autonomia alle domande frequenti, a qualsiasi ora.',
      },
    ],
  },
};

/** Versions with a button that scrolls to the demo form on the same page. */
export const CardsWithButton: SectionStory<'list'> = {
  args: {
    type: 'list',
    id: 'versioni',
    eyebrow: 'Versioni',
    title: 'Easy, Standard o Pro: scegli il livello che ti serve',
    variant: 'cards',
    items: [
      { title: 'Easy', text: 'Gestisce le chiamate fuori orario con messaggi chiari e segreteria trascritta.' },
      { title: 'Standard', text: 'Tutto Easy, più risposta e instradamento automatico 24 ore su 24, 7 giorni su 7.' },
      { title: 'Pro', text: 'Aggiunge dialogo naturale, prenotazioni e integrazioni con i tuoi sistemi.' },
    ],
    button: { label: 'Richiedi una demo', href: '#demo', variant: 'primary' },
  },
};

/** Steps, in order: an ordered list. */
export const Numbered: SectionStory<'list'> = {
  args: {
    type: 'list',
    eyebrow: 'Come lavoriamo',
    title: 'Dal primo incontro al servizio attivo',
    variant: 'numbered',
    items: [
      {
        title: 'Ascolto',
        text: 'Analizziamo con te obiettivi, pubblico e contenuti, e scegliamo il prodotto più adatto.',
      },
      { title: 'Personalizzazione', text: 'Configuriamo voce, testi, lingue e marchio sulla tua organizzazione.' },
      { title: 'Integrazione', text: 'Colleghiamo il prodotto a CRM, helpdesk, calendari o piattaforme e-commerce.' },
      { title: 'Assistenza', text: 'Dopo il lancio misuriamo i risultati e miglioriamo il servizio insieme a te.' },
    ],
  },
};

/** Audiences, with an intro and a button that opens the chat with Rachel. */
export const Ticked: SectionStory<'list'> = {
  args: {
    type: 'list',
    eyebrow: 'Per chi è',
    title: 'Per chi riceve ogni giorno le stesse domande',
    intro:
      'RunTip risponde al posto tuo alle domande ripetitive, così il tuo team si dedica ai casi che richiedono davvero una persona.',
    variant: 'ticked',
    items: [
      {
        title: 'Comuni e pubblica amministrazione',
        text: 'Orari, pratiche e documenti spiegati ai cittadini, anche fuori dagli orari di sportello.',
      },
      { title: 'Cultura e turismo', text: 'Musei, destinazioni ed eventi raccontati ai visitatori nella loro lingua.' },
      { title: 'Aziende', text: 'Assistenza clienti e supporto interno ai dipendenti, sempre disponibili.' },
      {
        title: 'Sanità e formazione',
        text: 'Informazioni su servizi, prenotazioni e corsi, senza code allo sportello.',
      },
    ],
    button: { label: 'Chiedi a Rachel se fa per te', action: 'openChat', variant: 'tertiary' },
  },
};

/** Item titles alone, no eyebrow: a compact checklist. */
export const TitlesOnly: SectionStory<'list'> = {
  args: {
    type: 'list',
    title: 'Incluso in ogni progetto',
    variant: 'ticked',
    items: [
      { title: 'Configurazione su contenuti e marchio' },
      { title: 'Formazione del personale' },
      { title: 'Hosting in UE conforme al GDPR' },
      { title: 'Assistenza dopo il lancio' },
    ],
  },
};

export const CardsMobile = at(Cards, 'mobile');
export const CardsBreakpoint = at(Cards, 'breakpoint');
export const CardsWithButtonMobile = at(CardsWithButton, 'mobile');
export const CardsWithButtonBreakpoint = at(CardsWithButton, 'breakpoint');
export const NumberedMobile = at(Numbered, 'mobile');
export const NumberedBreakpoint = at(Numbered, 'breakpoint');
export const TickedMobile = at(Ticked, 'mobile');
export const TickedBreakpoint = at(Ticked, 'breakpoint');
export const TitlesOnlyMobile = at(TitlesOnly, 'mobile');
export const TitlesOnlyBreakpoint = at(TitlesOnly, 'breakpoint');
