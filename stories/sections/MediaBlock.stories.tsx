import { expect } from 'storybook/test';
import { MediaBlock } from '../../src/sections/mediaBlock/MediaBlock';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/MediaBlock',
  component: MediaBlock,
  parameters: {
    docs: {
      description: {
        component:
          'A video next to a title and text, shown as its preview image with a play button: the player and the video host (Vimeo, YouTube or a file) load only when the visitor presses play, and if the host does not answer the preview comes back with a short message. ' +
          'Give it a Vimeo id (`vimeoId`) or an https `videoUrl`, never both, or neither until the video exists (the preview then says "Video in arrivo"); `hero: true` makes the title the page’s h1, for the top of a page without a hero. ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'mediaBlock'>;
export default meta;

type Play = NonNullable<SectionStory<'mediaBlock'>['play']>;

/** What a visitor sees before pressing play: the preview and the play button, no player, no message. */
const previewShown: Play = async ({ canvas, canvasElement, args }) => {
  await expect(canvas.getByRole('img', { name: args.image.alt })).toBeVisible();
  await expect(canvas.getByRole('button', { name: `Riproduci il video: ${args.title}` })).toBeEnabled();
  await expect(canvas.getByRole('status')).toHaveTextContent('');
  await expect(canvasElement.querySelector('.media-block__player')).toBeNull();
};

/** Top of the tourism page: the title is the h1, the video is on Vimeo. */
export const Hero: SectionStory<'mediaBlock'> = {
  args: {
    type: 'mediaBlock',
    hero: true,
    eyebrow: 'Soluzioni per il turismo',
    title: 'Intelligenza artificiale per accogliere ogni visitatore',
    text: 'Assistenti, audioguide e centralini vocali che parlano la lingua dei tuoi ospiti: prima della partenza, durante la visita e dopo il rientro.',
    image: {
      src: '/images/turismo/video-anteprima.svg',
      width: 960,
      height: 540,
      alt: 'Anteprima del video: un visitatore con le cuffie in un borgo storico e uno smartphone con la chat',
    },
    vimeoId: '76979871',
  },
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { level: 1, name: context.args.title })).toBeVisible();
    await previewShown(context);
  },
};

/** Inside a page (h2), no eyebrow, a video file instead of a Vimeo id. */
export const InPage: SectionStory<'mediaBlock'> = {
  args: {
    type: 'mediaBlock',
    id: 'video',
    hero: false,
    title: 'Guarda RunPlay in due minuti',
    text: 'Dal QR code all’ascolto: come un visitatore usa l’audioguida senza scaricare nessuna app.',
    image: {
      src: '/images/turismo/video-anteprima.svg',
      width: 960,
      height: 540,
      alt: 'Anteprima del video dimostrativo di RunPlay',
    },
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { level: 2, name: context.args.title })).toBeVisible();
    await previewShown(context);
  },
};

/** No video chosen yet (the tourism page today): the illustration with a 'Video in arrivo' label, no play button. */
export const ComingSoon: SectionStory<'mediaBlock'> = {
  args: { ...Hero.args, vimeoId: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: args.image.alt })).toBeVisible();
    await expect(canvas.getByText('Video in arrivo')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Riproduci il video: ${args.title}` })).toBeNull();
  },
};

export const HeroMobile = at(Hero, 'mobile');
export const HeroBreakpoint = at(Hero, 'breakpoint');
export const InPageMobile = at(InPage, 'mobile');
export const InPageBreakpoint = at(InPage, 'breakpoint');
export const ComingSoonMobile = at(ComingSoon, 'mobile');
export const ComingSoonBreakpoint = at(ComingSoon, 'breakpoint');
