/**
 * The chat once the visitor has opened it: the panel, MiniSearch, the index and the panel's CSS, loaded in
 * parallel, in a React root of its own (./start.ts mounts it at the first click on the bubble). It keeps
 * the bubble's aria-expanded and opens or closes the panel at each click on it.
 */
import { useCallback, useEffect, useState } from 'react';
import { mountOnDemand, type Mounted } from '../../lib/react-mount';
import { localeOfPath } from '../../../schemas/locale';
import { useLocale, useUi } from '../../lib/locale';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { sayChatUnavailable } from './unavailable';
import { loadPanel, type Panel } from './load-panel';

interface Props {
  bubble: HTMLButtonElement;
  endpoint?: string;
  /** The panel as mountChat started loading it, beside the page strings the root waits for. */
  preload: Promise<Panel>;
}

function ChatController({ bubble, endpoint, preload }: Props) {
  const ui = useUi();
  const locale = useLocale();
  const [open, setOpen] = useState(true);
  const [panel, setPanel] = useState<Panel | 'loading' | 'failed'>('loading');
  const [focusRequest, setFocusRequest] = useState(0);

  // Mounted at the first click: the panel has been loading since.
  useEffect(() => {
    preload.then(setPanel, () => setPanel('failed'));
  }, [preload]);

  useEffect(() => {
    const onClick = () => {
      setOpen(true);
      setFocusRequest((n) => n + 1);
      // A panel that could not load, or loaded without its index (a dropped connection), is tried again
      // at the next click.
      if (panel !== 'failed' && (typeof panel !== 'object' || panel.index)) return;
      setPanel('loading');
      loadPanel(locale).then(setPanel, () => setPanel('failed'));
    };
    bubble.addEventListener('click', onClick);
    return () => bubble.removeEventListener('click', onClick);
  }, [bubble, locale, panel]);

  useEffect(() => bubble.setAttribute('aria-expanded', String(open)), [bubble, open]);

  useEffect(() => {
    if (panel === 'failed') sayChatUnavailable(bubble);
  }, [panel, bubble]);

  const close = useCallback(() => {
    setOpen(false);
    bubble.focus();
  }, [bubble]);

  return (
    <>
      {open && panel === 'loading' && (
        <div className="chat-loading" role="status">
          {ui.chat.loading}
        </div>
      )}
      {typeof panel === 'object' && (
        // A panel that throws fails alone, and says so like a panel that could not load.
        <ErrorBoundary name="chat" fallback={null} onError={() => sayChatUnavailable(bubble)}>
          <panel.Component
            open={open}
            focusRequest={focusRequest}
            onClose={close}
            endpoint={endpoint}
            index={panel.index}
          />
        </ErrorBoundary>
      )}
    </>
  );
}

/**
 * Mounts the chat, opened, beside `bubble`. The panel's code, CSS, index and strings load at once, in
 * parallel with the page strings the root waits for: one round trip after this chunk, not two.
 */
/** `preload`: the panel as the bubble's click started loading it (./start.ts). */
export function mountChat(
  bubble: HTMLButtonElement,
  endpoint?: string,
  preload: Promise<Panel> = loadPanel(localeOfPath(window.location.pathname)),
): Promise<Mounted> {
  // Handled by the controller once it renders; marked handled now so a failure before that is not reported twice.
  preload.catch(() => undefined);
  return mountOnDemand(<ChatController bubble={bubble} endpoint={endpoint} preload={preload} />);
}
