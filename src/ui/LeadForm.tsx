import { useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { site } from 'virtual:content';
import { submitLead } from '../lib/lead/submit';
import { LEAD_ENDPOINT } from '../lib/lead/transport';
import { Honeypot, SubmitButton, ThanksMessage } from './FormParts';
import { loadChecks } from './load-checks';
import './LeadForm.css';
import { useLocale, useUi } from '../lib/locale';

type State = 'idle' | 'submitting' | 'submitted';
/** Why the last try did not end in the thank-you: the address was refused, or no answer came. */
type Problem = { kind: 'field'; message: string } | { kind: 'failed' };

/**
 * E-mail capture. The address is checked with the endpoint's schema first (a
 * field error, nothing sent); then idle → submitting → submitted when the lead
 * was taken or kept for a retry (a 5xx, 408 or 429 goes into the outbox). An
 * address the endpoint refuses shows the refusal; no answer at all (network,
 * the 15 s timeout) says so without inviting a second copy. Without
 * JavaScript the same form is a plain POST the endpoint answers with a page.
 */
export function LeadForm({ product = 'Generic', idPrefix }: { product?: string; idPrefix: string }) {
  const ui = useUi();
  const locale = useLocale();
  const inputId = `${idPrefix}-email`;
  const errorId = `${inputId}-error`;
  const [email, setEmail] = useState('');
  const [hydrated, setHydrated] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // An address typed into the prerendered field before this code arrived (a slow network, a section
  // hydrated late) is kept: hydration renders the server's empty state, then the field takes it over.
  // Until then the button is enabled: without JavaScript it is the only way to send. A layout effect, so no
  // render with the empty state blanks the field first (see Form.tsx).
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
    setHydrated(true);
  }, []);
  const [state, setState] = useState<State>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
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
    try {
      // The field itself, not the state: a submit replayed at hydration comes before the next render.
      const address = input.current?.value ?? email;
      const checks = await loadChecks().catch(() => undefined);
      const message = checks?.checkCapture(address, product, locale);
      if (message) {
        setProblem({ kind: 'field', message });
        input.current?.focus();
        return;
      }
      setProblem(null);
      setState('submitting');
      const outcome = await submitLead({ email: address, product });
      if (outcome === 'sent' || outcome === 'kept') {
        setState('submitted');
        return;
      }
      setState('idle');
      setProblem(outcome === 'refused' ? { kind: 'field', message: ui.lead.refused } : { kind: 'failed' });
    } finally {
      inFlight.current = false;
    }
  }

  if (state === 'submitted') return <ThanksMessage>{ui.lead.thanks}</ThanksMessage>;

  const fieldError = problem?.kind === 'field' ? problem.message : undefined;
  return (
    <form
      className="lead-form"
      method="post"
      action={LEAD_ENDPOINT}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => void loadChecks().catch(() => undefined)}
      aria-busy={state === 'submitting'}
    >
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
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input type="hidden" name="product" value={product} />
      <input type="hidden" name="locale" value={locale} />
      <Honeypot ref={honeypot} id={`${idPrefix}-website`} label={ui.lead.honeypotLabel} />
      <SubmitButton
        className="lead-form__submit"
        submitting={state === 'submitting'}
        disabled={hydrated && !email.trim()}
        label={ui.lead.submit}
        submittingLabel={ui.lead.submitting}
      />
      {fieldError && (
        <p id={errorId} className="lead-form__error" role="alert">
          {fieldError}
        </p>
      )}
      {problem?.kind === 'failed' && (
        <p className="lead-form__error" role="alert">
          {ui.lead.failed} <a href={`mailto:${site.company.email}`}>{site.company.email}</a>.
        </p>
      )}
    </form>
  );
}
