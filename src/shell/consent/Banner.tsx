/** The first-visit cookie banner: a non-modal dialog over the page, which stays usable (own chunk). */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocalizedPath, useUi } from '../../lib/locale';
import type { BannerProps } from './consent';

/** When a part closes: the focus goes back where it was if it was inside the part or got lost with it. */
export function restoreFocus(before: Element | null, part: Element | null) {
  const now = document.activeElement;
  const lost = !now || now === document.body || !!part?.contains(now);
  if (lost && before instanceof HTMLElement && before !== document.body && before.isConnected)
    before.focus({ preventScroll: true });
}

/** Focus into the banner when it opens, unless the visitor is already using something else on the page. */
function useFocusInOut(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = target.current;
    const before = document.activeElement;
    if (!before || before === document.body) el?.focus({ preventScroll: true });
    return () => restoreFocus(before, el);
  }, [target]);
}

export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="consent__close" aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

export function Banner({ onChoose, onCustomize }: BannerProps) {
  const ui = useUi();
  const t = ui.consent;
  const [policy, privacy] = [useLocalizedPath('/cookie-policy'), useLocalizedPath('/privacy-policy')];
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [failed, setFailed] = useState(false);
  useFocusInOut(ref);
  const reject = () => onChoose(false);
  const customize = () =>
    void onCustomize().then(
      () => setFailed(false),
      () => setFailed(true),
    );
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape on a dialog (WAI-ARIA APG)
    <div
      ref={ref}
      className="consent consent-banner"
      role="dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      tabIndex={-1}
      // Escape is the keyboard's X: closing the banner refuses, as the Garante requires.
      onKeyDown={(e) => e.key === 'Escape' && reject()}
    >
      <CloseButton label={t.closeAndReject} onClick={reject} />
      <h2 id={`${id}-t`} className="consent__title">
        {t.title}
      </h2>
      <p id={`${id}-d`} className="consent__text">
        {t.description}
      </p>
      <div className="consent__actions">
        <button type="button" className="consent__btn" onClick={() => onChoose(true)}>
          {t.acceptAll}
        </button>
        <button type="button" className="consent__btn" onClick={reject}>
          {t.reject}
        </button>
        <button type="button" className="consent__btn consent__btn--quiet" onClick={customize}>
          {t.customize}
        </button>
      </div>
      {/* 'Personalizza' says so when the preferences cannot load. */}
      <p role="status" className="consent__text">
        {failed ? ui.unavailable.cookies : ''}
      </p>
      <p className="consent__links">
        <a href={policy}>{t.policy}</a>
        <a href={privacy}>{t.privacy}</a>
      </p>
    </div>
  );
}
