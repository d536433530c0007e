import { Carousel } from '../../src/sections/carousel/Carousel';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/Carousel', component: Carousel } satisfies SectionMeta<'carousel'>;
export default meta;

/** Mixed aspect ratios: the ribbon keeps each image's shape. */
export const MixedRatios: SectionStory<'carousel'> = {
  args: {
    type: 'carousel',
    eyebrow: 'In azione',
    title: 'RunPlay nei luoghi che racconta',
    images: [
      { image: { src: '/images/runplay/carousel-museo.svg', width: 960, height: 540, alt: 'Visitatori in una sala museale con le cuffie' }, title: 'Musei', aspectRatio: '16-9' },
      { image: { src: '/images/runplay/carousel-qr.svg', width: 600, height: 600, alt: 'Cartello con QR code accanto a un monumento' }, title: 'Accesso da QR code', aspectRatio: '1' },
      { image: { src: '/images/runplay/carousel-borgo.svg', width: 1280, height: 360, alt: 'Panorama di un borgo collinare con il percorso segnato' }, title: 'Itinerari nei borghi', aspectRatio: '32-9' },
      { image: { src: '/images/runplay/carousel-parco.svg', width: 960, height: 540, alt: 'Sentiero in un parco naturale con tappe numerate' }, title: 'Parchi e sentieri', aspectRatio: '16-9' },
    ],
  },
};

/** Square images only, e.g. app screens. */
export const Squares: SectionStory<'carousel'> = {
  args: {
    type: 'carousel',
    title: 'RunTip, una risposta dopo l’altra',
    intro: 'Alcuni momenti in cui l’assistente aiuta cittadini e visitatori.',
    images: [
      { image: { src: '/images/runtip/carousel-comune.svg', width: 600, height: 600, alt: 'Chat con un cittadino che chiede gli orari dell’anagrafe' }, title: 'Sportello del comune', aspectRatio: '1' },
      { image: { src: '/images/runtip/carousel-lingue.svg', width: 600, height: 600, alt: 'Bolle di chat in italiano, inglese e tedesco' }, title: 'Multilingue', aspectRatio: '1' },
      { image: { src: '/images/runtip/carousel-museo.svg', width: 600, height: 600, alt: 'Visitatore che chiede informazioni su un’opera' }, title: 'Cultura', aspectRatio: '1' },
    ],
  },
};
