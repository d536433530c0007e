import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '../../schemas/section';
import type { KeenSliderInstance, KeenSliderOptions } from '../../src/lib/keen';
import { Carousel } from '../../src/sections/carousel/Carousel';
import { CAROUSEL } from '../../src/lib/motion-constants';

/** A stand-in for keen-slider that records what the carousel asks of it. */
const fake = vi.hoisted(() => ({
  moveToIdx: vi.fn(),
  stop: vi.fn(),
  destroy: vi.fn(),
  options: undefined as unknown,
  slider: undefined as unknown,
}));

vi.mock('../../src/lib/keen', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/keen')>()),
  loadKeenSlider: () =>
    Promise.resolve((_el: HTMLElement, options: KeenSliderOptions) => {
      fake.options = options;
      fake.slider = {
        moveToIdx: fake.moveToIdx,
        animator: { stop: fake.stop },
        destroy: fake.destroy,
        track: { details: { abs: 0 } },
      };
      return fake.slider as KeenSliderInstance;
    }),
}));

const args: SectionOf<'carousel'> = {
  type: 'carousel',
  title: 'RunPlay nei luoghi che racconta',
  images: ['museo', 'qr', 'borgo'].map((n, i) => ({
    image: { src: `/images/runplay/carousel-${n}.svg`, width: 960, height: 540, alt: `Immagine ${n}` },
    title: `Didascalia ${i + 1}`,
    aspectRatio: '16-9' as const,
  })),
};

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

describe('Carousel', () => {
  beforeEach(() => {
    fake.moveToIdx.mockClear();
    fake.stop.mockClear();
    mockReducedMotion(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a labelled WAI-ARIA carousel whose slides read "N di M"', () => {
    render(<Carousel {...args} />);
    const region = screen.getByRole('region', { name: args.title });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 di 3', '2 di 3', '3 di 3']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('moves on its own, one slide per CAROUSEL.speed ms with linear easing', async () => {
    render(<Carousel {...args} />);
    await waitFor(() => expect(fake.moveToIdx).toHaveBeenCalled());
    const [idx, absolute, animation] = fake.moveToIdx.mock.calls[0] as [number, boolean, { duration: number; easing: (t: number) => number }];
    expect([idx, absolute, animation.duration, animation.easing(0.5)]).toEqual([1, true, CAROUSEL.speed, 0.5]);
  });

  it('the pause button stops the movement and changes its name; pressing it again resumes', async () => {
    render(<Carousel {...args} />);
    await waitFor(() => expect(fake.moveToIdx).toHaveBeenCalledTimes(1));
    const pause = screen.getByRole('button', { name: 'Metti in pausa lo scorrimento' });
    fireEvent.click(pause);
    // Focus stays inside while clicking; leave it to test the button's own state.
    act(() => pause.blur());
    expect(screen.getByRole('button', { name: 'Riprendi lo scorrimento' })).toBeInTheDocument();
    expect(fake.stop).toHaveBeenCalled();
    expect(fake.moveToIdx).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Riprendi lo scorrimento' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(screen.getByRole('button', { name: 'Metti in pausa lo scorrimento' })).toBeInTheDocument();
    expect(fake.moveToIdx).toHaveBeenCalledTimes(2);
  });

  it('stops while the pointer is over it or focus is inside', async () => {
    render(<Carousel {...args} />);
    await waitFor(() => expect(fake.moveToIdx).toHaveBeenCalledTimes(1));
    const region = screen.getByRole('region', { name: args.title });
    const slide = screen.getAllByRole('group')[1];
    fireEvent.mouseEnter(slide);
    expect(fake.stop).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(slide);
    expect(fake.moveToIdx).toHaveBeenCalledTimes(2);
    act(() => screen.getByRole('button', { name: 'Metti in pausa lo scorrimento' }).focus());
    expect(fake.stop).toHaveBeenCalledTimes(2);
    expect(region.querySelector('[data-state]')).toHaveAttribute('data-state', 'paused');
  });

  it('starts again after keen-slider re-measures (resize stops its animation), unless paused', async () => {
    render(<Carousel {...args} />);
    await waitFor(() => expect(fake.moveToIdx).toHaveBeenCalledTimes(1));
    const { updated, optionsChanged } = fake.options as KeenSliderOptions;
    const slider = fake.slider as KeenSliderInstance;
    act(() => updated?.(slider));
    act(() => optionsChanged?.(slider));
    expect(fake.moveToIdx).toHaveBeenCalledTimes(3);
    const pause = screen.getByRole('button', { name: 'Metti in pausa lo scorrimento' });
    fireEvent.click(pause);
    act(() => pause.blur());
    act(() => updated?.(slider));
    expect(fake.moveToIdx).toHaveBeenCalledTimes(3);
  });

  it('never starts by itself with prefers-reduced-motion, but the visitor may start it', async () => {
    mockReducedMotion(true);
    render(<Carousel {...args} />);
    const play = await screen.findByRole('button', { name: 'Riprendi lo scorrimento' });
    await waitFor(() => expect(fake.options).toBeDefined());
    await act(() => Promise.resolve());
    expect(fake.moveToIdx).not.toHaveBeenCalled();
    fireEvent.click(play);
    act(() => play.blur());
    expect(fake.moveToIdx).toHaveBeenCalledTimes(1);
  });
});
