import { useState } from 'react';
import { showCookiePreferences } from './consent';
import './ManageCookies.css';
import { useUi } from '../../lib/locale';

/** 'Gestisci cookie' in the footer: withdrawing consent is as easy as giving it. */
export function ManageCookies() {
  const ui = useUi();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="manage-cookies"
        onClick={() =>
          void showCookiePreferences().then(
            () => setFailed(false),
            () => setFailed(true),
          )
        }
      >
        {ui.consent.manage}
      </button>
      {/* The control says so when the consent code cannot load. */}
      <span role="status">{failed ? ` ${ui.unavailable.cookies}` : ''}</span>
    </>
  );
}
