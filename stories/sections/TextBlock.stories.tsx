import { TextBlock } from '../../src/sections/textBlock/TextBlock';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/TextBlock',
  component: TextBlock,
  parameters: {
    docs: {
      description: {
        component:
          'A titled block of plain paragraphs with an optional button, for "about us" and introductory copy. ' +
          'Layout `split` puts the title beside the text on wide screens, `stacked` keeps one column; background `surface` adds a light grey band to separate consecutive blocks. ' +
          '`{siteName}` in a title or paragraph is replaced by the site name from site.json. ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'textBlock'>;
export default meta;

/** Home page: split layout, a tertiary link-style button. */
export const SplitWithButton: SectionStory<'textBlock'> = {
  args: {
    type: 'textBlock',
    id: 'chi-siamo',
    eyebrow: 'Chi siamo',
    title: 'Una software house romana che progetta per le persone',
    paragraphs: [
      'Siamo un team di sviluppatori, designer ed esperti di intelligenza artificiale con sede a Roma. Da anni costruiamo software per aziende, enti pubblici e territori.',
      'Crediamo che la tecnologia migliore sia quella che non si nota: per questo partiamo sempre da chi userà il servizio, ascoltiamo le sue domande e solo dopo scegliamo gli strumenti.',
    ],
    button: { label: 'Scopri chi siamo', href: '/chi-siamo', variant: 'tertiary' },
    layout: 'split',
    background: 'none',
  },
};

/** On the grey band, with a primary button: follows another text block. */
export const SplitOnSurface: SectionStory<'textBlock'> = {
  args: {
    type: 'textBlock',
    id: 'soluzioni',
    eyebrow: 'Soluzioni',
    title: 'Tre prodotti pronti, da adattare alla tua realtà',
    paragraphs: [
      'Audioguide che danno voce ai luoghi, centralini che capiscono chi chiama, chatbot che rispondono in più lingue: ogni prodotto si configura sui tuoi contenuti, sul tuo marchio e sui tuoi processi.',
      'Scopri cosa fa ciascuno, per chi è pensato e come si integra con i sistemi che hai già.',
    ],
    button: { label: 'Vedi tutti i prodotti', href: '/prodotti', variant: 'primary' },
    layout: 'split',
    background: 'surface',
  },
};

/** One column, no eyebrow and no button: longer reading copy. */
export const Stacked: SectionStory<'textBlock'> = {
  args: {
    type: 'textBlock',
    id: 'oggi',
    title: 'Chi siamo oggi',
    paragraphs: [
      'Siamo una software house e società di consulenza IT con sede a Roma. Nel team lavorano insieme sviluppatori, designer, esperti di intelligenza artificiale e project manager abituati a confrontarsi con enti pubblici, imprese e operatori del turismo.',
      'Abbiamo trasformato l’esperienza maturata in anni di progetti su misura in tre prodotti: RunPlay per le audioguide, RunVoice per i centralini telefonici e RunTip per gli assistenti in chat.',
      'Seguiamo i progetti dall’idea all’assistenza dopo il lancio, con un unico gruppo di lavoro che conosce il tuo caso dall’inizio.',
    ],
    layout: 'stacked',
    background: 'none',
  },
};

/** One column on the grey band; "{siteName}" in the title reads the name from site.json. */
export const StackedOnSurface: SectionStory<'textBlock'> = {
  args: {
    type: 'textBlock',
    id: 'nome',
    eyebrow: 'Il nostro nome',
    title: 'Perché {siteName}',
    paragraphs: [
      'Il nostro nome nasce da due parole inglesi: RUN, correre e far funzionare le cose, e UNDER, sotto. Descrive bene il nostro lavoro: fare in modo che i servizi girino senza intoppi, lavorando sotto la superficie.',
      'Anche noi lavoriamo lì sotto: colleghiamo sistemi, dati e persone perché chi usa un servizio veda soltanto una risposta semplice, al momento giusto.',
    ],
    layout: 'stacked',
    background: 'surface',
  },
};

export const SplitWithButtonMobile = at(SplitWithButton, 'mobile');
export const SplitWithButtonBreakpoint = at(SplitWithButton, 'breakpoint');
export const SplitOnSurfaceMobile = at(SplitOnSurface, 'mobile');
export const SplitOnSurfaceBreakpoint = at(SplitOnSurface, 'breakpoint');
export const StackedMobile = at(Stacked, 'mobile');
export const StackedBreakpoint = at(Stacked, 'breakpoint');
export const StackedOnSurfaceMobile = at(StackedOnSurface, 'mobile');
export const StackedOnSurfaceBreakpoint = at(StackedOnSurface, 'breakpoint');
