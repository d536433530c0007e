/**
 * Cookie preferences: a modal dialog (WAI-ARIA APG dialog pattern) on the
 * native <dialog>: the page behind is inert, focus starts on the title, Tab
 * and Shift+Tab wrap inside, Escape closes without saving, and the focus
 * returns to the control that opened it (own chunk, loaded on demand).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useLocalizedPath, useUi } from '../../lib/locale';
import { consentPanelUi } from '../../i18n/consent-panel';
import { CloseButton } from './Banner';
import { restoreFocus } from './show-banner';
import type { PreferencesProps } from './consent';
import { mountOnDemand, type Mounted } from '../../lib/react-mount';

interface CategoryProps {
  title: string;
  text: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
}

/** A category: its name opens the description (disclosure), the switch next to it says on/off. */
function Category({ title, text, checked, onChange }: CategoryProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="consent-cat">
      <div className="consent-cat__head">
        <h3>
          <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            {title}
          </button>
        </h3>
        <input
          type="checkbox"
          className="consent-switch"
          aria-label={title}
          checked={checked}
          // Necessary cookies have no onChange: always on, shown but not operable.
          disabled={!onChange}
          onChange={(e) => onChange?.(e.target.checked)}
        />
      </div>
      <p id={id} className="consent__text" hidden={!open}>
        {text}
      </p>
    </section>
  );
}

/** Tab past the last control goes back to the first, Shift+Tab before the first to the last. */
function wrapTab(e: KeyboardEvent<HTMLDialogElement>) {
  const items = e.currentTarget.querySelectorAll<HTMLElement>('button, a[href], input:not(:disabled)');
  if (e.key !== 'Tab' || items.length === 0) return;
  // -1: the title, focused on open, which comes before the first control.
  const i = [...items].indexOf(document.activeElement as HTMLElement);
  if (e.shiftKey ? i > 0 : i < items.length - 1) return;
  e.preventDefault();
  items[e.shiftKey ? items.length - 1 : 0].focus();
}

export function Preferences({ analytics, onChoose, onClose }: PreferencesProps) {
  const t = { ...useUi().consent, ...consentPanelUi[useLocale()] };
  const policy = useLocalizedPath('/cookie-policy');
  const ref = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [stats, setStats] = useState(analytics);
  const id = useId();
  useEffect(() => {
    const [dialog, before] = [ref.current, document.activeElement];
    dialog?.showModal();
    title.current?.focus();
    return () => restoreFocus(before, dialog);
  }, []);
  return (
    // Escape closes the native dialog: its close event tells the page.
    <dialog ref={ref} className="consent consent-prefs" aria-labelledby={id} onClose={onClose} onKeyDown={wrapTab}>
      <header className="consent-prefs__head">
        <h2 id={id} ref={title} tabIndex={-1} className="consent__title">
          {t.prefsTitle}
        </h2>
        <CloseButton label={t.close} onClick={onClose} />
      </header>
      <div className="consent-prefs__body">
        <p className="consent__text">{t.prefsIntro}</p>
        <Category title={t.necessaryTitle} text={t.necessaryText} checked />
        <Category title={t.statsTitle} text={t.statsText} checked={stats} onChange={setStats} />
        <section className="consent-cat consent-cat--more">
          <h3>{t.moreTitle}</h3>
          <p className="consent__text">
            {t.moreText} <a href={policy}>{t.policy}</a>.
          </p>
        </section>
      </div>
      <div className="consent__actions consent-prefs__actions">
        <button type="button" className="consent__btn" onClick={() => onChoose(true)}>
          {t.acceptAll}
        </button>
        <button type="button" className="consent__btn" onClick={() => onChoose(false)}>
          {t.reject}
        </button>
        <button type="button" className="consent__btn" onClick={() => onChoose(stats)}>
          {t.save}
        </button>
      </div>
    </dialog>
  );
}

/** Opens the dialog in a React root of its own (consent.ts unmounts it when it closes). */
export function mountPreferences(props: PreferencesProps): Promise<Mounted> {
  return mountOnDemand(<Preferences {...props} />);
}
