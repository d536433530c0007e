import { ui } from '../../i18n/it';
import { showCookiePreferences } from './consent';
import './ManageCookies.css';

/** 'Gestisci cookie' in the footer: withdrawing consent is as easy as giving it. */
export function ManageCookies() {
  return (
    <button type="button" className="manage-cookies" onClick={() => void showCookiePreferences()}>
      {ui.consent.manage}
    </button>
  );
}
