import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { site } from 'virtual:content';
import { submitLead } from '../lib/lead/submit';
import { Honeypot, SubmitButton, ThanksMessage } from './FormParts';
import './LeadForm.css';
import { useUi } from '../lib/locale';

type State = 'idle' | 'submitting' | 'submitted';

/**
 * E-mail capture. idle → submitting → submitted on any resolved response
 * (whatever the status; a non-2xx one is kept in the outbox and re-sent
 * later); a network failure or a 15 s timeout goes back to idle keeping the
 * typed address so the visitor can retry.
 */
export function LeadForm({ product = 'Generic', idPrefix }: { product?: string; idPrefix: string }) {
  const ui = useUi();
  const inputId = `${idPrefix}-email`;
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // An address typed into the prerendered field before this code arrived (a slow network, a section
  // hydrated late) is kept: hydration renders the server's empty state, then the field takes it over.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, []);
  const [state, setState] = useState<State>('idle');
  // A ref, not state: two clicks in the same frame both see state 'idle'.
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
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

  if (state === 'submitted') return <ThanksMessage>{ui.lead.thanks}</ThanksMessage>;

  return (
    <form className="lead-form" onSubmit={(e) => void onSubmit(e)} aria-busy={state === 'submitting'}>
      <label htmlFor={inputId} className="visually-hidden">
        {ui.lead.emailLabel}
      </label>
      <input
        ref={input}
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
      <Honeypot ref={honeypot} id={`${idPrefix}-website`} label={ui.lead.honeypotLabel} />
      <SubmitButton
        className="lead-form__submit"
        submitting={state === 'submitting'}
        disabled={!email.trim()}
        label={ui.lead.submit}
        submittingLabel={ui.lead.submitting}
      />
      <noscript>
        <p className="lead-form__noscript">
          {ui.lead.noScript} <a href={`mailto:${site.company.email}`}>{site.company.email}</a>.
        </p>
      </noscript>
    </form>
  );
}
