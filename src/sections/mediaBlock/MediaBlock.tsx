import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { ReactPlayerProps } from 'react-player/types';
import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import { MEDIA_PLAYER } from '../../lib/motion-constants';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import './MediaBlock.css';
import { useUi } from '../../lib/locale';

/** How long the provider may take to answer before the visitor gets the preview back with a message. */
export const MEDIA_LOAD_TIMEOUT_MS = 10_000;

type Status = 'preview' | 'loading' | 'ready' | 'error';
type Player = ComponentType<ReactPlayerProps>;

export function videoSource({ vimeoId, videoUrl }: Pick<SectionOf<'mediaBlock'>, 'vimeoId' | 'videoUrl'>): string {
  return vimeoId ? `https://vimeo.com/${vimeoId}` : (videoUrl ?? '');
}

/**
 * A video as its preview image and a play button. react-player and the
 * provider's embed load only when the visitor presses play; if the provider
 * does not answer, the preview comes back with a short message. The preview
 * is the configured illustration, shipped with the site: nothing is asked of
 * the provider (no oEmbed lookup, no thumbnail) before the visitor presses
 * play, so no third-party request happens before consent or after "Rifiuta".
 * Without a video yet, the illustration says the video is coming.
 */
export function MediaBlock({ id, eyebrow, title, text, image, vimeoId, videoUrl, hero }: SectionOf<'mediaBlock'>) {
  const ui = useUi();
  const titleId = `${useId()}-title`;
  const [status, setStatus] = useState<Status>('preview');
  const [Player, setPlayer] = useState<Player | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const Heading = hero ? 'h1' : 'h2';
  const source = videoSource({ vimeoId, videoUrl });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const fail = () => {
    window.clearTimeout(timer.current);
    setStatus('error');
  };

  const play = () => {
    setStatus('loading');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(fail, MEDIA_LOAD_TIMEOUT_MS);
    import('react-player').then((mod) => setPlayer(() => mod.default as Player)).catch(fail);
  };

  const onReady = () => {
    window.clearTimeout(timer.current);
    setStatus((s) => (s === 'loading' ? 'ready' : s));
  };

  const showPlayer = Player !== null && (status === 'loading' || status === 'ready');

  return (
    <section id={id} className={`section media-block${hero ? ' media-block--hero' : ''}`} aria-labelledby={titleId}>
      <div className="container media-block__inner">
        <div className="media-block__copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading id={titleId} className={hero ? 'media-block__title' : 'section__title'}>
            {title}
          </Heading>
          {text && <p className="media-block__text">{text}</p>}
        </div>
        <div className="media-block__frame" data-status={status}>
          {showPlayer && (
            <div className="media-block__player">
              {/* react-player loads each provider's code lazily: a failed chunk shows the preview and a message, not a blank section. */}
              <ErrorBoundary name="media player" fallback={null} onError={fail}>
                <Player
                  src={source}
                  playing
                  controls
                  width="100%"
                  height="100%"
                  volume={MEDIA_PLAYER.volume}
                  playbackRate={MEDIA_PLAYER.playbackRate}
                  onLoadedMetadata={onReady}
                  onPlaying={onReady}
                  onError={fail}
                />
              </ErrorBoundary>
            </div>
          )}
          {status !== 'ready' && (
            <div className="media-block__preview">
              <ConfigImage image={image} priority={hero} />
              {status === 'loading' && <div className="media-block__skeleton skeleton" aria-hidden="true" />}
              {source ? (
                <button
                  type="button"
                  className="media-block__play"
                  onClick={play}
                  disabled={status === 'loading'}
                  aria-label={ui.media.play(title)}
                >
                  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
                    <path d="M9 6l14 8-14 8z" fill="currentColor" />
                  </svg>
                </button>
              ) : (
                <p className="media-block__soon">{ui.media.comingSoon}</p>
              )}
            </div>
          )}
          {source && (
            <p className="media-block__status" role="status">
              {status === 'loading' ? ui.media.loading : status === 'error' ? ui.media.unavailable : ''}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
