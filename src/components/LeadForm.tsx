import { useRef, useState, type FormEvent } from 'react';
import { ui } from '../i18n/it';
import { submitLead } from '../engine/lead';
import { Button } from './Button';
import './LeadForm.css';

type State = 'idle' | 'submitting' | 'submitted';

/**
 * E-mail capture. idle → submitting → submitted on any resolved response
 * (whatever the status); a network failure goes back to idle keeping the
 * typed address so the visitor can retry.
 */
export function LeadForm({ product = 'Generic', idPrefix }: { product?: string; idPrefix: string }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>('idle');
  // A ref, not state: two clicks in the same frame both see state 'idle'.
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current || state !== 'idle') return;
    // Bots fill every field; people never see this one. Pretend it worked.
    if (honeypot.current?.value) {
      setState('submitted');
      return;
    }
    inFlight.current = true;
    setState('submitting');
    const ok = await submitLead({ email, product });
    inFlight.current = false;
    setState(ok ? 'submitted' : 'idle');
  }

  if (state === 'submitted') {
    return (
      <p className="lead-form__thanks" role="status">
        <svg className="lead-form__check" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="12" cy="12" r="12" fill="currentColor" />
          <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.5" />
        </svg>
        {ui.lead.thanks}
      </p>
    );
  }

  const inputId = `${idPrefix}-email`;
  return (
    <form className="lead-form" onSubmit={onSubmit} aria-busy={state === 'submitting'}>
      <label htmlFor={inputId} className="visually-hidden">
        {ui.lead.emailLabel}
      </label>
      <input
        id={inputId}
        className="lead-form__input"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={ui.lead.emailPlaceholder}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input type="hidden" name="product" value={product} />
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>{ui.lead.honeypotLabel}</label>
        <input ref={honeypot} id={`${idPrefix}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* Not Button's `loading` placeholder: the lead form shows a spinner while submitting (SPEC §4). */}
      <Button type="submit" className="lead-form__submit" disabled={!email.trim() || state === 'submitting'}>
        {state === 'submitting' ? (
          <>
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{ui.lead.submitting}</span>
          </>
        ) : (
          ui.lead.submit
        )}
      </Button>
    </form>
  );
}
