/**
 * The live preview: the real site (router, shell, section components) in an
 * iframe at 390, 1024 or 1280 px, showing the draft the editor posts to it on
 * every change (app/editor-preview.ts); a click on a section selects it here.
 */
import { useEffect, useRef, useState } from 'react';
import type { Page } from '../../schemas/page';
import { PREVIEW_PAGE, PREVIEW_QUERY, PREVIEW_READY, PREVIEW_SCROLL, PREVIEW_SELECT } from '../lib/editor/contract';

export const WIDTHS = [390, 1024, 1280] as const;

interface Props {
  /** Nothing valid to show yet (the preview keeps what it showed last). */
  empty: boolean;
  /** Receives the function that shows a page in the preview: the editor calls it on every change. */
  connect: (show: (page: Page) => void) => void;
  /** The preview (re)loaded and waits for the page. */
  onReady: () => void;
  /** Where the iframe opens: the page's path when it was opened. */
  path: string;
  /** The section selected in the outline: the preview scrolls to it. */
  selected: number | 'page';
  onSelect: (index: number) => void;
}

export function Preview({ empty, connect, onReady, path, selected, onSelect }: Props) {
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(1280);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    connect((page) => frame.current?.contentWindow?.postMessage({ type: PREVIEW_PAGE, page }, window.location.origin));
  }, [connect]);
  useEffect(() => {
    if (typeof selected === 'number')
      frame.current?.contentWindow?.postMessage({ type: PREVIEW_SCROLL, index: selected }, window.location.origin);
  }, [selected]);
  // The chosen width, scaled down to the space there is (a 1280 px page beside the form).
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<{ width: number; height: number }>({ width: 1280, height: 800 });
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) =>
      setRoom({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, room.width / width);
  useEffect(() => {
    const onMessage = (e: MessageEvent<{ type?: string; index?: number }>) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      if (e.data.type === PREVIEW_READY) onReady();
      if (e.data.type === PREVIEW_SELECT && typeof e.data.index === 'number') onSelect(e.data.index);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });

  return (
    <section className="ed-preview" aria-labelledby="ed-preview-title">
      <div className="ed-preview-bar">
        <h2 id="ed-preview-title">Anteprima</h2>
        <div role="group" aria-label="Larghezza dell’anteprima">
          {WIDTHS.map((w) => (
            <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
              {w} px
            </button>
          ))}
        </div>
        {scale < 1 && <span className="ed-hint">ridotta al {Math.round(scale * 100)}%</span>}
        {empty && <span className="ed-hint">Nessuna sezione valida da mostrare</span>}
      </div>
      <div className="ed-preview-stage" ref={stage}>
        <iframe
          ref={frame}
          title="Anteprima della pagina"
          src={`${path}?${PREVIEW_QUERY}`}
          style={{ width, height: room.height / scale, transform: `scale(${scale})` }}
          data-width={width}
        />
      </div>
    </section>
  );
}
