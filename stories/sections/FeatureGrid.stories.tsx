import { FeatureGrid } from '../../src/sections/featureGrid/FeatureGrid';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  parameters: {
    docs: {
      description: {
        component:
          'A grid of short features in 2 to 6 columns on wide screens (fewer on tablets, one on phones). Three looks: `grid` (cards, optionally with an image, a small label, a description and a text), `icons` (an icon beside each item) and `ticked` (a check mark beside each item); up to two buttons can follow. Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'featureGrid'>;
export default meta;

/** Cards with decorative images, five per row on desktop. */
export const ImageGrid: SectionStory<'featureGrid'> = {
  args: {
    type: 'featureGrid',
    id: 'luoghi',
    eyebrow: 'Dove lavoriamo',
    title: 'Per ogni luogo del turismo',
    variant: 'grid',
    columns: 5,
    items: [
      {
        title: 'Musei',
        description: 'Collezioni raccontate opera per opera, in più lingue.',
        image: { src: '/images/turismo/luogo-museo.svg', width: 320, height: 200, decorative: true },
      },
      {
        title: 'Borghi e città d’arte',
        description: 'Itinerari a piedi tra vie, piazze e monumenti.',
        image: { src: '/images/turismo/luogo-borgo.svg', width: 320, height: 200, decorative: true },
      },
      {
        title: 'Parchi e aree naturali',
        description: 'Sentieri con tappe che funzionano anche offline.',
        image: { src: '/images/turismo/luogo-parco.svg', width: 320, height: 200, decorative: true },
      },
      {
        title: 'Hotel e strutture ricettive',
        description: 'Ospiti accolti al telefono e in chat, giorno e notte.',
        image: { src: '/images/turismo/luogo-hotel.svg', width: 320, height: 200, decorative: true },
      },
      {
        title: 'Cantine e produttori',
        description: 'Visite e degustazioni raccontate dalla voce del territorio.',
        image: { src: '/images/turismo/luogo-cantina.svg', width: 320, height: 200, decorative: true },
      },
    ],
  },
};

/** Text-only cards with a label, a description and a text, two per row. */
export const LabelledCards: SectionStory<'featureGrid'> = {
  args: {
    type: 'featureGrid',
    eyebrow: 'RunTip',
    title: 'Due varianti, una per ogni esigenza',
    intro:
      'Scegli come deve lavorare l’assistente: guidare una conversazione o trovare la risposta esatta nei tuoi documenti.',
    variant: 'grid',
    columns: 2,
    items: [
      {
        label: 'Conversazione',
        title: 'RunTip Pro',
        description: 'Dialoga e guida l’utente passo passo.',
        text: 'Capisce domande scritte in modo informale, chiede i dettagli che mancano e accompagna cittadini e clienti fino alla pratica giusta.',
      },
      {
        label: 'Ricerca',
        title: 'RunTip Search',
        description: 'Trova la risposta dentro archivi e documenti.',
        text: 'Cerca in regolamenti, manuali e banche dati e risponde citando sempre la fonte, così l’utente può verificare.',
      },
    ],
  },
};

/** An icon beside each item. */
export const IconList: SectionStory<'featureGrid'> = {
  args: {
    type: 'featureGrid',
    id: 'voce',
    eyebrow: 'Assistente vocale',
    title: 'Sei cose che il centralino AI fa per la tua struttura',
    variant: 'icons',
    columns: 3,
    items: [
      {
        title: 'Risponde 24 ore su 24',
        text: 'Nessuna chiamata resta senza risposta, nemmeno di notte o nei giorni di chiusura.',
        icon: 'clock',
      },
      {
        title: 'Parla la lingua dell’ospite',
        text: 'Riconosce la lingua di chi chiama e risponde di conseguenza.',
        icon: 'languages',
      },
      {
        title: 'Gestisce le prenotazioni',
        text: 'Verifica disponibilità e registra le richieste nel tuo calendario.',
        icon: 'calendar',
      },
      {
        title: 'Smista le chiamate',
        text: 'Passa la linea alla reception o all’ufficio giusto quando serve una persona.',
        icon: 'phone',
      },
      {
        title: 'Trascrive i messaggi',
        text: 'I messaggi in segreteria arrivano come testo, pronti da leggere.',
        icon: 'microphone',
      },
      {
        title: 'Misura i risultati',
        text: 'Volumi, orari di punta e motivi di chiamata in una dashboard.',
        icon: 'chart',
      },
    ],
  },
};

/** A check mark beside each item, followed by two buttons. */
export const TickedWithButtons: SectionStory<'featureGrid'> = {
  args: {
    type: 'featureGrid',
    id: 'vantaggi',
    eyebrow: 'Perché sceglierci',
    title: 'Partire è semplice',
    variant: 'ticked',
    columns: 3,
    items: [
      {
        title: 'Costi pay-per-use',
        text: 'Paghi in base all’uso reale: nessun investimento iniziale e nessun canone fisso da sostenere in bassa stagione.',
      },
      {
        title: 'Assistenza immediata',
        text: 'Un referente del nostro team ti segue nell’avvio e risponde rapidamente quando hai bisogno.',
      },
      { title: 'Sicurezza e privacy', text: 'Dati ospitati in Unione Europea e trattati nel rispetto del GDPR.' },
    ],
    buttons: [
      { label: 'Richiedi una demo gratuita', href: '/contatti', variant: 'primary' },
      { label: 'Scopri i prodotti', href: '/prodotti', variant: 'tertiary' },
    ],
  },
};

export const ImageGridMobile = at(ImageGrid, 'mobile');
export const ImageGridBreakpoint = at(ImageGrid, 'breakpoint');
export const LabelledCardsMobile = at(LabelledCards, 'mobile');
export const LabelledCardsBreakpoint = at(LabelledCards, 'breakpoint');
export const IconListMobile = at(IconList, 'mobile');
export const IconListBreakpoint = at(IconList, 'breakpoint');
export const TickedWithButtonsMobile = at(TickedWithButtons, 'mobile');
export const TickedWithButtonsBreakpoint = at(TickedWithButtons, 'breakpoint');
