import { FeatureMedia } from '../../src/sections/featureMedia/FeatureMedia';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/FeatureMedia', component: FeatureMedia } satisfies SectionMeta<'featureMedia'>;
export default meta;

export const ImageStart: SectionStory<'featureMedia'> = {
  args: {
    type: 'featureMedia',
    eyebrow: 'Assistente',
    title: 'RunTip risponde ai visitatori in ogni momento',
    text: 'Un assistente conversazionale che conosce la tua destinazione e la racconta in tutte le lingue.',
    image: { src: '/images/turismo/assistente.svg', width: 640, height: 480, alt: 'Smartphone con una chat tra un turista e RunTip' },
    imagePosition: 'start',
    boxes: [
      { icon: 'languages', text: 'Multilingue' },
      { icon: 'clock', text: 'Attivo 24/7' },
      { icon: 'globe', text: 'Sul sito o come PWA' },
      { icon: 'ticket', text: 'Orari e biglietti' },
    ],
  },
};

export const ImageEndWithButtons: SectionStory<'featureMedia'> = {
  args: {
    type: 'featureMedia',
    eyebrow: 'Audioguide',
    title: 'RunPlay dà voce ai luoghi',
    image: { src: '/images/turismo/audioguide.svg', width: 640, height: 480, alt: 'Cuffie e smartphone con un’audioguida in riproduzione' },
    imagePosition: 'end',
    boxes: [
      { icon: 'qrCode', text: 'Si apre da un QR code' },
      { icon: 'headphones', text: 'Narrazione generata con AI' },
    ],
    buttons: [
      { label: 'Richiedi una demo gratuita', href: '/prodotti/runplay', variant: 'primary' },
      { label: 'Scopri RunPlay', href: '/prodotti/runplay', variant: 'tertiary' },
    ],
  },
};
