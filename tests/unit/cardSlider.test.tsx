import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '../../schemas/section';
import type { KeenSliderInstance, KeenSliderOptions } from '../../src/lib/keen';
import { CardSlider } from '../../src/sections/cardSlider/CardSlider';
import { CARD_SLIDER } from '../../src/lib/motion-constants';

const fake = vi.hoisted(() => ({ moveToIdx: vi.fn(), options: undefined as KeenSliderOptions | undefined, rel: 0 }));

vi.mock('../../src/lib/keen', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/keen')>()),
  loadKeenSlider: () =>
    Promise.resolve((_el: HTMLElement, options: KeenSliderOptions) => {
      fake.options = options;
      return { moveToIdx: fake.moveToIdx, destroy: () => undefined, track: { details: { rel: 0 } } } as unknown as KeenSliderInstance;
    }),
}));

/** What keen-slider does after a move: report the new slide. */
function slideTo(rel: number) {
  act(() => fake.options?.slideChanged?.({ track: { details: { rel } } } as unknown as KeenSliderInstance));
}

const args: SectionOf<'cardSlider'> = {
  type: 'cardSlider',
  title: 'Prima, durante e dopo la visita',
  slides: ['prima', 'durante', 'dopo'].map((n) => ({
    image: { src: `/images/turismo/slide-${n}.svg`, width: 800, height: 500, alt: `Momento ${n}` },
    text: `Testo della scheda ${n}`,
  })),
};

describe('CardSlider', () => {
  beforeEach(() => {
    fake.moveToIdx.mockClear();
    fake.options = undefined;
  });

  // Not centred (the spec's word): a centred first card opened the slider with an empty band on its left (issue 15, point 13).
  it('uses the spec options: no loop, gap 16, cards from the left edge', async () => {
    render(<CardSlider {...args} />);
    await waitFor(() => expect(fake.options).toBeDefined());
    expect(fake.options?.loop).toBe(CARD_SLIDER.loop);
    expect(fake.options?.slides).toMatchObject({ origin: 'auto', spacing: 16 });
  });

  it('previous/next and dots move the cards and stay in step with the slider', async () => {
    const user = userEvent.setup();
    render(<CardSlider {...args} />);
    const prev = screen.getByRole('button', { name: 'Scheda precedente' });
    const next = screen.getByRole('button', { name: 'Scheda successiva' });
    await waitFor(() => expect(next).toBeEnabled());
    expect(prev).toBeDisabled();

    await user.click(next);
    expect(fake.moveToIdx).toHaveBeenLastCalledWith(1);
    slideTo(1);
    expect(screen.getByRole('button', { name: 'Vai alla scheda 2 di 3' })).toHaveAttribute('aria-current', 'true');
    expect(prev).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Vai alla scheda 3 di 3' }));
    expect(fake.moveToIdx).toHaveBeenLastCalledWith(2);
    slideTo(2);
    expect(next).toBeDisabled();
    expect(screen.getAllByRole('group')[2]).toHaveAttribute('aria-current', 'true');
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    render(<CardSlider {...args} />);
    const next = screen.getByRole('button', { name: 'Scheda successiva' });
    await waitFor(() => expect(next).toBeEnabled());
    next.focus();
    await user.keyboard('{Enter}');
    expect(fake.moveToIdx).toHaveBeenLastCalledWith(1);
    slideTo(1);
    await user.keyboard(' ');
    expect(fake.moveToIdx).toHaveBeenLastCalledWith(2);
  });

  it('renders every card in the HTML, so they can be read and scrolled without JavaScript', () => {
    render(<CardSlider {...args} />);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['1 di 3', '2 di 3', '3 di 3']);
    expect(screen.getByText('Testo della scheda dopo')).toBeInTheDocument();
  });
});
