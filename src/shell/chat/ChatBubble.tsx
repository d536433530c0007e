import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { site } from 'virtual:content';
import { setChatBubbleSelector } from '../../lib/chat';
import { loadStylesheet } from '../../lib/stylesheet';
import './ChatBubble.css';
import panelCss from './ChatPanel.css?url';
import { ChatIcon } from './ChatIcon';
import { ChatUnavailable } from './ChatUnavailable';
import { loadChatIndex } from './load-index';
import { useLocale, useSite, useUi } from '../../lib/locale';
import { chatCatalog } from '../../i18n/catalogs';
import type { Locale } from '../../../schemas/locale';

type Panel = {
  Component: ComponentType<Parameters<typeof import('./ChatPanel').default>[0]>;
  index: Awaited<ReturnType<typeof loadChatIndex>>;
};

/**
 * The panel, MiniSearch, the assistant's index and the panel's CSS load only when the chat opens, in
 * parallel. Not React.lazy + Suspense: React holds a revealed fallback for 300 ms, which alone
 * would make opening the chat slower than the whole download.
 */
function loadPanel(locale: Locale): Promise<Panel> {
  return Promise.all([
    import('./ChatPanel'),
    loadStylesheet(panelCss),
    loadChatIndex(locale),
    chatCatalog.load(locale),
  ]).then(([m, , index]) => ({
    Component: m.default,
    index,
  }));
}

/** The assistant: a bubble at the bottom right that opens a non-modal chat dialog (built-in answers, or a model at `endpoint`). */
function BuiltinChat({ endpoint }: { endpoint?: string }) {
  const ui = useUi();
  const locale = useLocale();
  const { assistantName } = useSite();
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
            loadPanel(locale).then(setPanel, () => setPanel('failed'));
          }
        }}
      >
        <ChatIcon />
        <span className="chat-bubble__label">{ui.chat.bubble(assistantName)}</span>
      </button>
      {open && panel === 'loading' && (
        <div className="chat-loading" role="status">
          {ui.chat.loading}
        </div>
      )}
      {panel === 'failed' && <ChatUnavailable />}
      {typeof panel === 'object' && (
        <panel.Component
          open={open}
          focusRequest={focusRequest}
          onClose={close}
          endpoint={endpoint}
          index={panel.index}
        />
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
  const locale = useLocale();
  if (chat.provider === 'embed') return <EmbedChat {...chat.embed} />;
  // A new language is a new conversation: greeting, index and answers in that language.
  return <BuiltinChat key={locale} endpoint={chat.provider === 'llm' ? chat.endpoint : undefined} />;
}
