/**
 * A small live picture of a section type before it is added: its first
 * story's example, rendered by the site itself (the preview's mechanism, in a
 * second iframe scaled down). Not interactive: it only shows.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { SharedSite } from '../../schemas/site';
import { PREVIEW_PAGE, PREVIEW_QUERY, PREVIEW_READY } from '../lib/editor/contract';
import { previewPage } from './preview-page';

const WIDTH = 1280;
const SCALE = 0.3;

export function SectionThumb({ example, site }: { example: Record<string, unknown>; site: SharedSite | undefined }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Parsed once per type, not on every keystroke in the form beside it.
  const page = useMemo(() => previewPage({ path: '/', meta: {}, sections: [example] }, site), [example, site]);
  const latest = useRef(page);
  useEffect(() => {
    latest.current = page;
    if (page) frame.current?.contentWindow?.postMessage({ type: PREVIEW_PAGE, page }, window.location.origin);
  }, [page]);
  useEffect(() => {
    const onMessage = (e: MessageEvent<{ type?: string }>) => {
      if (e.source !== frame.current?.contentWindow || e.data.type !== PREVIEW_READY || !latest.current) return;
      frame.current.contentWindow?.postMessage({ type: PREVIEW_PAGE, page: latest.current }, window.location.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (!page) return null;
  return (
    <div className="ed-thumb" inert>
      <iframe
        ref={frame}
        title={`Esempio della sezione ${String(example.type)}`}
        src={`/?${PREVIEW_QUERY}`}
        style={{ width: WIDTH, height: 900, transform: `scale(${SCALE})` }}
      />
    </div>
  );
}
