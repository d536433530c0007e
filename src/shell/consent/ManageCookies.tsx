import { OPEN_COOKIE_PREFERENCES_ATTR } from '../../lib/chat';
import './ManageCookies.css';
import { useUi } from '../../lib/locale';

/**
 * 'Gestisci cookie' in the footer: withdrawing consent is as easy as giving it. Served by the page-wide
 * handler (app/page-handlers.ts), which says in the status next to it when the consent code cannot load.
 */
export function ManageCookies() {
  const ui = useUi();
  return (
    <>
      <button
        type="button"
        className="manage-cookies"
        {...{ [OPEN_COOKIE_PREFERENCES_ATTR]: '' }}
        data-failed-text={ui.unavailable.cookies}
      >
        {ui.consent.manage}
      </button>
      <span role="status" />
    </>
  );
}
