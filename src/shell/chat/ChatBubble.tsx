import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { site } from 'virtual:content';
import { setChatBubbleSelector } from '../../engine/chat';
import { ui } from '../../i18n/it';
import { loadStylesheet } from '../stylesheet';
import './ChatBubble.css';
import panelCss from './ChatPanel.css?url';
import { ChatUnavailable } from './ChatUnavailable';
import { loadRachelIndex } from './load-index';

type Panel = { Component: ComponentType<Parameters<typeof import('./ChatPanel').default>[0]>; index: Awaited<ReturnType<typeof loadRachelIndex>> };

/**
 * The panel, MiniSearch, Rachel's index and the panel's CSS load only when the chat opens, in
 * parallel. Not React.lazy + Suspense: React holds a revealed fallback for 300 ms, which alone
 * would make opening the chat slower than the whole download.
 */
function loadPanel(): Promise<Panel> {
  return Promise.all([import('./ChatPanel'), loadStylesheet(panelCss), loadRachelIndex()]).then(([m, , index]) => ({ Component: m.default, index }));
}

export function ChatIcon({ size = 26 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H11l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
        fill="currentColor"
      />
      <circle cx="8.5" cy="9.5" r="1.2" fill="#4f46e5" />
      <circle cx="12" cy="9.5" r="1.2" fill="#4f46e5" />
      <circle cx="15.5" cy="9.5" r="1.2" fill="#4f46e5" />
    </svg>
  );
}

/** Rachel: a bubble at the bottom right that opens a non-modal chat dialog (built-in answers, or a model at `endpoint`). */
function BuiltinChat({ endpoint }: { endpoint?: string }) {
  const [open, setOpen] = useState(false);
  // Mounted once opened, then only hidden: the conversation survives closing and navigation.
  const [panel, setPanel] = useState<Panel | 'loading' | 'failed'>();
  const [focusRequest, setFocusRequest] = useState(0);
  const bubble = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    bubble.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={bubble}
        type="button"
        className="chat-bubble"
        data-chat-bubble=""
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          setFocusRequest((n) => n + 1);
          if (panel === undefined || panel === 'failed') {
            setPanel('loading');
            loadPanel().then(setPanel, () => setPanel('failed'));
          }
        }}
      >
        <ChatIcon />
        <span className="chat-bubble__label">{ui.chat.bubble}</span>
      </button>
      {open && panel === 'loading' && (
        <div className="chat-loading" role="status">
          {ui.chat.loading}
        </div>
      )}
      {panel === 'failed' && <ChatUnavailable />}
      {typeof panel === 'object' && (
        <panel.Component open={open} focusRequest={focusRequest} onClose={close} endpoint={endpoint} index={panel.index} />
      )}
    </>
  );
}

/** Third-party widget: load its script once the page is idle and let openChat() click its bubble. */
export function EmbedChat({ scriptUrl, bubbleSelector }: { scriptUrl: string; bubbleSelector: string }) {
  useEffect(() => {
    setChatBubbleSelector(bubbleSelector);
    if (document.querySelector(`script[src="${CSS.escape(scriptUrl)}"]`)) return;
    const load = () => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      document.body.append(script);
    };
    const id = window.setTimeout(load, 1500);
    return () => window.clearTimeout(id);
  }, [scriptUrl, bubbleSelector]);
  return null;
}

export function ChatBubble() {
  const { chat } = site;
  if (chat.provider === 'embed') return <EmbedChat {...chat.embed} />;
  return <BuiltinChat endpoint={chat.provider === 'llm' ? chat.endpoint : undefined} />;
}
