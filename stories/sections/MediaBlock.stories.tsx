import { MediaBlock } from '../../src/sections/mediaBlock/MediaBlock';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/MediaBlock', component: MediaBlock } satisfies SectionMeta<'mediaBlock'>;
export default meta;

/** Top of the tourism page: the title is the h1. */
export const Hero: SectionStory<'mediaBlock'> = {
  args: {
    type: 'mediaBlock',
    hero: true,
    eyebrow: 'Soluzioni per il turismo',
    title: 'Intelligenza artificiale al servizio di chi viaggia',
    text: 'Assistenti, audioguide e centralini vocali che accolgono i visitatori in ogni lingua, prima, durante e dopo la visita.',
    image: { src: '/images/turismo/video-anteprima.svg', width: 960, height: 540, alt: 'Anteprima del video: una guida digitale in una piazza storica' },
    vimeoId: '76979871',
  },
};

/** Inside a page, with a video file URL instead of a Vimeo id. */
export const InPage: SectionStory<'mediaBlock'> = {
  args: {
    type: 'mediaBlock',
    hero: false,
    title: 'Guarda RunPlay in due minuti',
    text: 'Dal QR code all’ascolto: come un visitatore usa l’audioguida senza scaricare nessuna app.',
    image: { src: '/images/turismo/video-anteprima.svg', width: 960, height: 540, alt: 'Anteprima del video dimostrativo di RunPlay' },
    videoUrl: 'https://example.com/video/runplay-demo.mp4',
  },
};
