import { TextBlock } from '../../src/sections/textBlock/TextBlock';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/TextBlock', component: TextBlock } satisfies SectionMeta<'textBlock'>;
export default meta;

export const SplitWithButton: SectionStory<'textBlock'> = {
  args: {
    type: 'textBlock',
    eyebrow: 'Chi siamo',
    title: 'Una software house romana, tra tecnologia e persone',
    paragraphs: [
      'Progettiamo e sviluppiamo prodotti di intelligenza artificiale per aziende, enti pubblici e territori.',
      'Partiamo sempre da chi userà il servizio: la tecnologia viene dopo, e deve farsi notare il meno possibile.',
    ],
    button: { label: 'Scopri chi siamo', href: '/chi-siamo', variant: 'tertiary' },
    layout: 'split',
    background: 'none',
  },
};

export const StackedOnSurface: SectionStory<'textBlock'> = {
  args: {
    type: 'textBlock',
    title: 'Un nome, un modo di pensare',
    paragraphs: ['Lavoriamo sotto la superficie, dove i sistemi si parlano e le persone trovano quello che cercano senza fatica.'],
    layout: 'stacked',
    background: 'surface',
  },
};
