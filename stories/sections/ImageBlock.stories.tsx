import { ImageBlock } from '../../src/sections/imageBlock/ImageBlock';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/ImageBlock', component: ImageBlock } satisfies SectionMeta<'imageBlock'>;
export default meta;

export const Single: SectionStory<'imageBlock'> = {
  args: {
    type: 'imageBlock',
    title: 'Il nostro modo di lavorare',
    caption: 'Un assistente conversazionale che risponde ai visitatori di un sito istituzionale.',
    images: [{ src: '/images/hero-home.svg', width: 640, height: 520, alt: 'Schema di una conversazione tra un visitatore e un assistente AI' }],
  },
};

export const MockupPair: SectionStory<'imageBlock'> = {
  args: {
    type: 'imageBlock',
    title: 'RunTip su sito e smartphone',
    images: [
      { src: '/images/products/runtip.svg', width: 560, height: 360, alt: 'Finestra di chat RunTip con domande e risposte' },
      { src: '/images/products/runvoice.svg', width: 560, height: 360, alt: 'Cornetta telefonica con onde sonore e menu vocale' },
    ],
  },
};
