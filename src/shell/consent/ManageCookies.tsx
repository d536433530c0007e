import { useState } from 'react';
import { ui } from '../../i18n/it';
import { showCookiePreferences } from './consent';
import './ManageCookies.css';

/** 'Gestisci cookie' in the footer: withdrawing consent is as easy as giving it. */
export function ManageCookies() {
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
