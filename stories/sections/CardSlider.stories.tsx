import { expect, waitFor } from 'storybook/test';
import { CardSlider } from '../../src/sections/cardSlider/CardSlider';
import { at, type SectionMeta, type SectionStory } from '../story';
import { storyUi } from '../locale';

const meta = {
  title: 'Sections/CardSlider',
  component: CardSlider,
  parameters: {
    docs: {
      description: {
        component:
          'Cards with an image and a short text that visitors move through with the arrows or the dots, one at a time, starting at the left edge; it does not loop or move by itself. Use it for a sequence, such as the steps of a visit; it needs at least two cards. Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'cardSlider'>;
export default meta;

/** How far a card's left edge is from the track's (the first card starts there: no empty band before it). */
const offLeft = (el: Element, frame: Element) =>
  Math.abs(el.getBoundingClientRect().left - frame.getBoundingClientRect().left);
/** True when the card is wholly inside the track. */
const inView = (el: Element, frame: Element) => {
  const a = el.getBoundingClientRect();
  const b = frame.getBoundingClientRect();
  return a.left >= b.left - 2 && a.right <= b.right + 2;
};

/** Three moments of a visit, as on the tourism solutions page. */
export const ThreeSlides: SectionStory<'cardSlider'> = {
  args: {
    type: 'cardSlider',
    id: 'viaggio',
    eyebrow: 'Il viaggio',
    title: 'Prima, durante e dopo la visita',
    intro:
      'Tre momenti in cui l’intelligenza artificiale rende l’esperienza più semplice per i visitatori e più leggera per il tuo staff.',
    slides: [
      {
        image: {
          src: '/images/turismo/slide-prima.svg',
          width: 800,
          height: 500,
          alt: 'Smartphone con una chat sugli orari e i biglietti accanto alla scheda di un itinerario',
        },
        text: 'Prima: il visitatore chiede orari, biglietti e come arrivare, e riceve subito una risposta nella sua lingua.',
      },
      {
        image: {
          src: '/images/turismo/slide-durante.svg',
          width: 800,
          height: 500,
          alt: 'Visitatore con le cuffie davanti a un monumento con un QR code',
        },
        text: 'Durante: inquadra un QR code e ascolta l’audioguida del luogo, senza scaricare nessuna app.',
      },
      {
        image: {
          src: '/images/turismo/slide-dopo.svg',
          width: 800,
          height: 500,
          alt: 'Smartphone durante una chiamata con un menu vocale e cinque stelle di valutazione',
        },
        text: 'Dopo: chiama per prenotare di nuovo o per un’informazione e trova sempre qualcuno che risponde, anche di notte.',
      },
    ],
  },
  play: async ({ canvas, userEvent, step, globals }) => {
    const ui = storyUi(globals);
    await expect(canvas.getByRole('region', { name: 'Prima, durante e dopo la visita' })).toHaveAttribute(
      'aria-roledescription',
      ui.carousel.roleDescription,
    );
    const track = canvas.getByText(/^Prima:/).closest('.card-slider__track');
    if (!track) throw new Error('card slider track not rendered');
    const card = (n: number) => canvas.getByRole('group', { name: ui.carousel.slideLabel(n, 3) });
    const dot = (n: number) => canvas.getByRole('button', { name: ui.cardSlider.goTo(n, 3) });
    const prev = canvas.getByRole('button', { name: ui.cardSlider.prev });
    const next = canvas.getByRole('button', { name: ui.cardSlider.next });

    await step('the first card is current and starts at the left edge: no empty band before it', async () => {
      await waitFor(() => expect(next).toBeEnabled(), { timeout: 5000 });
      await expect(prev).toBeDisabled();
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      await expect(card(1)).toHaveAttribute('aria-current', 'true');
      await expect(offLeft(card(1), track)).toBeLessThan(2);
    });

    await step('next moves the cards on and makes the second one current', async () => {
      await userEvent.click(next);
      await waitFor(() => expect(card(2)).toHaveAttribute('aria-current', 'true'));
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');
      await expect(card(1)).not.toHaveAttribute('aria-current');
      await expect(prev).toBeEnabled();
      await waitFor(() =>
        expect(card(1).getBoundingClientRect().left).toBeLessThan(track.getBoundingClientRect().left - 50),
      );
      await waitFor(() => expect(inView(card(2), track)).toBe(true));
    });

    await step('a dot jumps to its card; on the last one next is disabled', async () => {
      await userEvent.click(dot(3));
      await waitFor(() => expect(card(3)).toHaveAttribute('aria-current', 'true'));
      await expect(next).toBeDisabled();
      await waitFor(() => expect(inView(card(3), track)).toBe(true));
    });

    await step('previous goes back one card', async () => {
      await userEvent.click(prev);
      await waitFor(() => expect(card(2)).toHaveAttribute('aria-current', 'true'));
      await expect(next).toBeEnabled();
    });
  },
};

/** The minimum: two cards, without eyebrow and intro. */
export const TwoSlides: SectionStory<'cardSlider'> = {
  args: {
    type: 'cardSlider',
    title: 'RunPlay dal pannello allo smartphone',
    slides: [
      {
        image: {
          src: '/images/runplay/mockup-desktop.svg',
          width: 640,
          height: 480,
          alt: 'Pannello di gestione di RunPlay con l’elenco delle tappe',
        },
        text: 'Il tuo staff crea tappe e tracce dal pannello di gestione, partendo dai testi che hai già.',
      },
      {
        image: {
          src: '/images/runplay/mockup-smartphone.svg',
          width: 640,
          height: 480,
          alt: 'Smartphone con un’audioguida RunPlay in riproduzione e un QR code',
        },
        text: 'Il visitatore inquadra il QR code e ascolta l’audioguida dal proprio smartphone, senza installare nulla.',
      },
    ],
  },
};

export const ThreeSlidesMobile = at(ThreeSlides, 'mobile');
export const ThreeSlidesBreakpoint = at(ThreeSlides, 'breakpoint');
export const TwoSlidesMobile = at(TwoSlides, 'mobile');
export const TwoSlidesBreakpoint = at(TwoSlides, 'breakpoint');
