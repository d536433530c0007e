import { site } from 'virtual:content';
import './ChatBubble.css';
import { ChatIcon } from './ChatIcon';
import { useSite, useUi } from '../../lib/locale';

/**
 * The assistant's bubble at the bottom right, prerendered on every page. Its code (./start.ts) is a click
 * listener: the panel, React, MiniSearch and the index load when the visitor opens it (ChatController).
 * A third-party widget (site.json chat.provider "embed") brings its own bubble: none here.
 */
export function ChatBubble() {
  const ui = useUi();
  const { assistantName } = useSite();
  if (site.chat.provider === 'embed') return null;
  return (
    <button
      type="button"
      className="chat-bubble"
      data-chat-bubble=""
      aria-haspopup="dialog"
      aria-expanded="false"
      data-unavailable-text={ui.chat.unavailable}
      data-dismiss-text={ui.chat.dismiss}
    >
      <ChatIcon />
      <span className="chat-bubble__label">{ui.chat.bubble(assistantName)}</span>
    </button>
  );
}
