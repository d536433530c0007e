import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '../../schemas/section';
import { MEDIA_PLAYER } from '../../src/lib/motion-constants';
import { MEDIA_LOAD_TIMEOUT_MS, MediaBlock } from '../../src/sections/mediaBlock/MediaBlock';

interface FakeProps {
  src: string;
  volume: number;
  playbackRate: number;
  onLoadedMetadata: () => void;
}

/** react-player stand-in: shows what it was given and lets the test say "loaded". */
vi.mock('react-player', () => ({
  default: ({ src, volume, playbackRate, onLoadedMetadata }: FakeProps) => (
    <div data-testid="player" data-src={src} data-volume={volume} data-rate={playbackRate}>
      <button type="button" onClick={onLoadedMetadata}>
        simula caricamento
      </button>
    </div>
  ),
}));

const args: SectionOf<'mediaBlock'> = {
  type: 'mediaBlock',
  hero: true,
  title: 'Intelligenza artificiale per accogliere ogni visitatore',
  image: { src: '/images/turismo/video-anteprima.svg', width: 960, height: 540, alt: 'Anteprima del video' },
  vimeoId: '76979871',
};

const playName = `Riproduci il video: ${args.title}`;

describe('MediaBlock', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the preview and a play button, and no player, until the visitor presses play', () => {
    render(<MediaBlock {...args} />);
    expect(screen.getByRole('heading', { level: 1, name: args.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anteprima del video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: playName })).toBeEnabled();
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });

  it('switches from preview to player on play, with the spec defaults', async () => {
    render(<MediaBlock {...args} />);
    fireEvent.click(screen.getByRole('button', { name: playName }));
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento del video…');
    const player = await screen.findByTestId('player');
    expect(player).toHaveAttribute('data-src', 'https://vimeo.com/76979871');
    expect(player).toHaveAttribute('data-volume', String(MEDIA_PLAYER.volume));
    expect(player).toHaveAttribute('data-rate', String(MEDIA_PLAYER.playbackRate));
    fireEvent.click(screen.getByRole('button', { name: 'simula caricamento' }));
    expect(screen.queryByRole('img', { name: 'Anteprima del video' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('gives the preview back with a message when the provider does not answer', async () => {
    vi.useFakeTimers();
    render(<MediaBlock {...args} />);
    fireEvent.click(screen.getByRole('button', { name: playName }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('player')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(MEDIA_LOAD_TIMEOUT_MS));
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anteprima del video' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Il video non è disponibile in questo momento.');
    expect(screen.getByRole('button', { name: playName })).toBeEnabled();
  });

  it('without a video yet: the illustration with a clear label, no play button, no provider lookup', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { vimeoId: _, ...noVideo } = args;
    render(<MediaBlock {...noVideo} />);
    expect(screen.getByRole('img', { name: args.image.alt })).toBeInTheDocument();
    expect(screen.getByText('Video in arrivo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: playName })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
