/** The first-visit cookie banner: a non-modal dialog over the page, which stays usable. */
import { useLocalizedPath, useUi } from '../../lib/locale';
import { SHELL_IDS } from '../../lib/shell-ids';

/** When a part closes: the focus goes back where it was if it was inside the part or got lost with it. */
export function restoreFocus(before: Element | null, part: Element | null) {
  const now = document.activeElement;
  const lost = !now || now === document.body || !!part?.contains(now);
  if (lost && before instanceof HTMLElement && before !== document.body && before.isConnected)
    before.focus({ preventScroll: true });
}

export function CloseButton({
  label,
  onClick,
  'data-consent': action,
}: {
  label: string;
  onClick?: () => void;
  'data-consent'?: string;
}) {
  return (
    <button
      type="button"
      className="consent__close"
      aria-label={label}
      title={label}
      onClick={onClick}
      data-consent={action}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

/**
 * The banner's markup, in a <template> on every page (Layout): ./banner.ts shows a copy on a first visit and
 * wires its buttons, so the banner costs no strings and no React in the browser.
 */
export function BannerTemplate() {
  const ui = useUi();
  const t = ui.consent;
  const [policy, privacy] = [useLocalizedPath('/cookie-policy'), useLocalizedPath('/privacy-policy')];
  return (
    <template id={SHELL_IDS.consentBanner}>
      <div
        className="consent consent-banner"
        role="dialog"
        aria-labelledby={SHELL_IDS.consentBannerTitle}
        aria-describedby={SHELL_IDS.consentBannerText}
        tabIndex={-1}
      >
        <CloseButton label={t.closeAndReject} data-consent="reject" />
        <h2 id={SHELL_IDS.consentBannerTitle} className="consent__title">
          {t.title}
        </h2>
        <p id={SHELL_IDS.consentBannerText} className="consent__text">
          {t.description}
        </p>
        <div className="consent__actions">
          <button type="button" className="consent__btn" data-consent="accept">
            {t.acceptAll}
          </button>
          <button type="button" className="consent__btn" data-consent="reject">
            {t.reject}
          </button>
          <button
            type="button"
            className="consent__btn consent__btn--quiet"
            data-consent="customize"
            data-failed-text={ui.unavailable.cookies}
          >
            {t.customize}
          </button>
        </div>
        {/* 'Personalizza' says so when the preferences cannot load. */}
        <p role="status" className="consent__text" />
        <p className="consent__links">
          <a href={policy}>{t.policy}</a>
          <a href={privacy}>{t.privacy}</a>
        </p>
      </div>
    </template>
  );
}
