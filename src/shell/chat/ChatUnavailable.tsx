import { useState } from 'react';
import { useUi } from '../../lib/locale';

/**
 * Shown instead of the chat bubble when the chat's code failed to load (a
 * blocked or missing chunk): the visitor learns why nothing opened and where
 * to write instead. It can be dismissed.
 */
export function ChatUnavailable() {
  const ui = useUi();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="chat-loading chat-unavailable" role="status">
      {ui.chat.unavailable}{' '}
      <button type="button" className="chat-unavailable__close" onClick={() => setOpen(false)}>
        {ui.chat.dismiss}
      </button>
    </div>
  );
}
