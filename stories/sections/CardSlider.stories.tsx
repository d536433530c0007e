import { CardSlider } from '../../src/sections/cardSlider/CardSlider';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/CardSlider', component: CardSlider } satisfies SectionMeta<'cardSlider'>;
export default meta;

export const ThreeSlides: SectionStory<'cardSlider'> = {
  args: {
    type: 'cardSlider',
    eyebrow: 'Il viaggio',
    title: 'Prima, durante e dopo la visita',
    slides: [
      { image: { src: '/images/turismo/slide-prima.svg', width: 800, height: 500, alt: 'Turista che pianifica il viaggio dallo smartphone' }, text: 'Prima: il visitatore chiede a RunTip orari, biglietti e come arrivare, in qualsiasi lingua.' },
      { image: { src: '/images/turismo/slide-durante.svg', width: 800, height: 500, alt: 'Visitatore con le cuffie davanti a un monumento' }, text: 'Durante: RunPlay lo accompagna con un’audioguida che si apre da un QR code.' },
      { image: { src: '/images/turismo/slide-dopo.svg', width: 800, height: 500, alt: 'Telefono che mostra una recensione e un invito a tornare' }, text: 'Dopo: RunVoice risponde al telefono per prenotazioni e informazioni, anche di notte.' },
    ],
  },
};
