import { ImageBlock } from '../../src/sections/imageBlock/ImageBlock';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/ImageBlock',
  component: ImageBlock,
  parameters: {
    docs: {
      description: {
        component:
          'One wide image, or two side by side (e.g. a phone and a desktop mockup), with an optional title above and an optional caption below. Every image needs alt text describing what it shows. Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'imageBlock'>;
export default meta;

/** One wide illustration with a caption and no title, as on the about page. */
export const Single: SectionStory<'imageBlock'> = {
  args: {
    type: 'imageBlock',
    images: [
      {
        src: '/images/about/roots.svg',
        width: 1200,
        height: 560,
        alt: 'Illustrazione di tre alberi collegati sotto terra da una rete di radici',
      },
    ],
    caption: 'Sotto la superficie, una rete: come le radici di un bosco, i sistemi che colleghiamo lavorano insieme.',
  },
};

/** Two mockups side by side, with title and caption. */
export const MockupPair: SectionStory<'imageBlock'> = {
  args: {
    type: 'imageBlock',
    title: 'RunPlay su smartphone e nel pannello di gestione',
    caption:
      'A sinistra l’audioguida come la vede il visitatore, a destra il pannello con cui il tuo staff crea tappe e tracce.',
    images: [
      {
        src: '/images/runplay/mockup-smartphone.svg',
        width: 640,
        height: 480,
        alt: 'Smartphone con un’audioguida RunPlay in riproduzione e un QR code',
      },
      {
        src: '/images/runplay/mockup-desktop.svg',
        width: 640,
        height: 480,
        alt: 'Pannello di gestione di RunPlay con l’elenco delle tappe',
      },
    ],
  },
};

/** Two images with a title and no caption. */
export const PairWithoutCaption: SectionStory<'imageBlock'> = {
  args: {
    type: 'imageBlock',
    title: 'Come lavoriamo',
    images: [
      {
        src: '/images/about/workshop.svg',
        width: 560,
        height: 420,
        alt: 'Tavolo di progettazione con wireframe e post-it di un workshop',
      },
      {
        src: '/images/about/rome.svg',
        width: 560,
        height: 420,
        alt: 'Illustrazione del Colosseo al tramonto, simbolo della nostra sede a Roma',
      },
    ],
  },
};

export const SingleMobile = at(Single, 'mobile');
export const SingleBreakpoint = at(Single, 'breakpoint');
export const MockupPairMobile = at(MockupPair, 'mobile');
export const MockupPairBreakpoint = at(MockupPair, 'breakpoint');
export const PairWithoutCaptionMobile = at(PairWithoutCaption, 'mobile');
export const PairWithoutCaptionBreakpoint = at(PairWithoutCaption, 'breakpoint');
