import { expect, waitFor } from 'storybook/test';
import { Carousel } from '../../src/sections/carousel/Carousel';
import { at, type SectionMeta, type SectionStory } from '../story';
import { storyUi } from '../locale';

const meta = {
  title: 'Sections/Carousel',
  component: Carousel,
  parameters: {
    docs: {
      description: {
        component:
          'An image ribbon that scrolls by itself, in a loop, with a caption under each image; it needs at least three images. Each image is square (`1`), wide (`16-9`) or panoramic (`32-9`), and shapes can be mixed. Visitors can pause it with the button above the images; it also stops on hover, on keyboard focus and for people who ask their system for reduced motion. Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'carousel'>;
export default meta;

const title = 'RunPlay nei luoghi che racconta';

/** Where the first slide sits on screen: it changes while the ribbon scrolls. */
const slideLeft = (el: Element) => el.querySelector('.carousel__slide')?.getBoundingClientRect().left ?? Number.NaN;
const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** All three shapes in one ribbon: each image keeps its own. */
export const MixedRatios: SectionStory<'carousel'> = {
  args: {
    type: 'carousel',
    eyebrow: 'In azione',
    title,
    intro: 'Musei, borghi, parchi e sentieri: ovunque ci sia una storia da ascoltare.',
    images: [
      {
        image: {
          src: '/images/runplay/carousel-museo.svg',
          width: 960,
          height: 540,
          alt: 'Visitatori con le cuffie davanti alla facciata di un museo',
        },
        title: 'Musei',
        aspectRatio: '16-9',
      },
      {
        image: {
          src: '/images/runplay/carousel-qr.svg',
          width: 600,
          height: 600,
          alt: 'Cartello con QR code inquadrato da uno smartphone',
        },
        title: 'Accesso da QR code',
        aspectRatio: '1',
      },
      {
        image: {
          src: '/images/runplay/carousel-borgo.svg',
          width: 1280,
          height: 360,
          alt: 'Panorama di un borgo collinare con un percorso in tre tappe',
        },
        title: 'Itinerari nei borghi',
        aspectRatio: '32-9',
      },
      {
        image: {
          src: '/images/runplay/carousel-parco.svg',
          width: 960,
          height: 540,
          alt: 'Sentiero in un parco con tappe numerate e un visitatore in ascolto',
        },
        title: 'Parchi e sentieri',
        aspectRatio: '16-9',
      },
      {
        image: {
          src: '/images/runplay/carousel-offline.svg',
          width: 600,
          height: 600,
          alt: 'Smartphone con l’audioguida in riproduzione senza connessione',
        },
        title: 'Anche offline',
        aspectRatio: '1',
      },
    ],
  },
  play: async ({ canvasElement, canvas, userEvent, step, globals }) => {
    const ui = storyUi(globals);
    await expect(canvas.getByRole('region', { name: title })).toHaveAttribute(
      'aria-roledescription',
      ui.carousel.roleDescription,
    );
    const rotation = canvasElement.querySelector<HTMLElement>('.carousel__region');
    if (!rotation) throw new Error('carousel region not rendered');
    const toggle = canvas.getByRole('button', { name: ui.carousel.pause });

    await step('the ribbon scrolls on its own once the slider has loaded', async () => {
      await waitFor(() => expect(rotation).toHaveAttribute('data-state', 'running'), { timeout: 5000 });
      const start = slideLeft(canvasElement);
      await waitFor(() => expect(slideLeft(canvasElement)).not.toBe(start));
    });

    await step('it keeps scrolling after the window is resized (e.g. a phone rotated)', async () => {
      // keen-slider re-measures on resize and stops any animation in progress.
      for (const width of ['80%', '']) {
        canvasElement.style.width = width;
        window.dispatchEvent(new Event('resize'));
        await sleep(100);
      }
      const start = slideLeft(canvasElement);
      await waitFor(() => expect(slideLeft(canvasElement)).not.toBe(start));
    });

    await step('the pause button stops it and becomes a play button', async () => {
      await userEvent.click(toggle);
      await expect(rotation).toHaveAttribute('data-state', 'paused');
      await expect(toggle).toHaveAccessibleName(ui.carousel.play);
      await expect(canvas.queryByRole('button', { name: ui.carousel.pause })).toBeNull();
      await sleep(100); // slides are painted on the next animation frame
      const stopped = slideLeft(canvasElement);
      await sleep(300);
      await expect(slideLeft(canvasElement)).toBe(stopped);
    });

    await step('play resumes it once pointer and focus have left the carousel', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAccessibleName(ui.carousel.pause);
      // Hover and keyboard focus still hold it (WCAG 2.2.2).
      await expect(rotation).toHaveAttribute('data-state', 'paused');
      await userEvent.unhover(toggle);
      await expect(rotation).toHaveAttribute('data-state', 'paused');
      toggle.blur();
      await waitFor(() => expect(rotation).toHaveAttribute('data-state', 'running'));
    });
  },
};

/** Square images only, without an eyebrow. */
export const Squares: SectionStory<'carousel'> = {
  args: {
    type: 'carousel',
    title: 'I nostri prodotti, ogni giorno',
    intro: 'Comuni, cliniche e hotel in cui RunTip e RunVoice rispondono a cittadini, pazienti e ospiti.',
    images: [
      {
        image: {
          src: '/images/runtip/carousel-comune.svg',
          width: 600,
          height: 600,
          alt: 'Smartphone con una chat sui servizi del comune davanti al municipio',
        },
        title: 'Sportello del comune',
        aspectRatio: '1',
      },
      {
        image: {
          src: '/images/runtip/carousel-lingue.svg',
          width: 600,
          height: 600,
          alt: 'Messaggi di chat in italiano, inglese e tedesco',
        },
        title: 'Multilingue',
        aspectRatio: '1',
      },
      {
        image: {
          src: '/images/runvoice/carousel-clinica.svg',
          width: 600,
          height: 600,
          alt: 'Clinica con una chiamata in arrivo e la sua trascrizione',
        },
        title: 'Sanità privata',
        aspectRatio: '1',
      },
      {
        image: {
          src: '/images/runvoice/carousel-hotel.svg',
          width: 600,
          height: 600,
          alt: 'Hotel con l’indicazione di un servizio attivo 24 ore su 24',
        },
        title: 'Hotel aperti 24/7',
        aspectRatio: '1',
      },
    ],
  },
};

export const MixedRatiosMobile = at(MixedRatios, 'mobile');
export const MixedRatiosBreakpoint = at(MixedRatios, 'breakpoint');
export const SquaresMobile = at(Squares, 'mobile');
export const SquaresBreakpoint = at(Squares, 'breakpoint');
