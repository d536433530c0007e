import { useEffect, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { site } from 'virtual:content';
import type { SectionOf } from '../../../schemas/section';
import { materialKinds } from '../../../schemas/material-kinds';
import { Honeypot, SubmitButton, ThanksMessage } from '../../ui/FormParts';
import { SectionHeader } from '../../ui/SectionHeader';
import { usePrerendered } from '../../lib/prerendered';
import { submitForm } from '../../lib/lead/submit';
import { LEAD_ENDPOINT } from '../../lib/lead/transport';
import { PRIVACY_NOTICE_VERSION } from '../../i18n/legal-version';
import { ErrorSummary, Field, type FieldName } from './Field';
import type { CheckResult, FieldErrors } from '../../ui/submission-checks';
import { loadChecks } from '../../ui/load-checks';
import '../../ui/LeadForm.css';
import './Form.css';
import { useFormUi, useLocale, useLocalizedPath, useUi } from '../../lib/locale';
import type { Locale } from '../../../schemas/locale';

type State = 'idle' | 'submitting' | 'sent' | 'failed' | 'tooFast';
type Values = Record<FieldName, string> & { marketingConsent: boolean };

/** Bots submit at once; a person needs longer than this to fill the form. */
export const MIN_FILL_MS = 3000;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  message: '',
  material: '',
  marketingConsent: false,
};

/**
 * What the form's fields hold. Read from the page, not from state: before the
 * code arrived (a slow network, a section far below the fold that hydrates
 * late) the visitor typed into the prerendered form, and a submit pressed then
 * is replayed right after hydration, before the state has caught up.
 */
function typedValues(form: HTMLFormElement | null | undefined): Values {
  if (!form) return EMPTY;
  const typed = { ...EMPTY };
  for (const name of ORDER) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList || field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      typed[name] = field.value;
  }
  const consent = form.elements.namedItem('marketingConsent');
  typed.marketingConsent = consent instanceof HTMLInputElement && consent.checked;
  return typed;
}

/** The order of the error summary: the order of the fields on screen. */
const ORDER: FieldName[] = ['firstName', 'lastName', 'company', 'email', 'phone', 'message', 'material'];

type Check = (typeof import('../../ui/submission-checks'))['checkSubmission'];

/** The checks load at the first focus, input or submit (not with the page); a failed load may be retried. */
const loadValidation = (): Promise<Check> => loadChecks().then((m) => m.checkSubmission);

function check(
  run: Check,
  kind: SectionOf<'form'>['kind'],
  v: Values,
  product: string | undefined,
  locale: Locale,
): CheckResult {
  const person = {
    firstName: v.firstName,
    lastName: v.lastName,
    company: v.company,
    email: v.email,
    phone: v.phone,
    marketingConsent: v.marketingConsent,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  };
  return run({ kind, person, message: v.message, material: v.material, product, locale });
}

/**
 * Contact or materials-request form. Checks run on submit (the GOV.UK error
 * summary takes focus), then per field as the visitor fixes them. A failed
 * request (network, timeout, non-2xx) keeps every value and says so; a 2xx
 * replaces the form with the thank-you. The checks themselves (zod/mini) are
 * fetched at the first focus, input or submit.
 */
export function Form({ id, eyebrow, title, intro, kind, product, materials, submitLabel, thanks }: SectionOf<'form'>) {
  const ui = useUi();
  const formUi = useFormUi();
  const locale = useLocale();
  const privacyPath = useLocalizedPath('/privacy-policy');
  const prefix = id ?? `form-${kind}`;
  const [values, setValues] = useState<Values>(EMPTY);
  // Hydration renders the server's empty form (anything else would leave stale attributes in the DOM);
  // then the fields take over what was typed. In a layout effect: its render runs before anything else can
  // render the form again with the empty state, which would blank the fields while the visitor may be typing.
  // On a client render the DOM is empty: nothing changes.
  useLayoutEffect(() => {
    const typed = typedValues(document.getElementById(prefix)?.querySelector('form'));
    if (ORDER.some((name) => typed[name] !== EMPTY[name]) || typed.marketingConsent)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- syncs once from the DOM the visitor typed into before hydration (outside React), after the hydrating render
      setValues(typed);
  }, [prefix]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [state, setState] = useState<State>('idle');
  const inFlight = useRef(false);
  const mountedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const [focusSummary, setFocusSummary] = useState(0);

  const prerendered = usePrerendered();
  useEffect(() => {
    // Since the visitor could start filling it in: the page's start for a prerendered form (its code may
    // arrive much later, in a section far below the fold), its mount on a client render.
    mountedAt.current = prerendered ? performance.timeOrigin : Date.now();
  }, [prerendered]);
  useEffect(() => {
    if (focusSummary) summary.current?.focus();
  }, [focusSummary]);
  useEffect(() => {
    if (state === 'sent') thanksRef.current?.focus();
  }, [state]);

  // Set once the checks have loaded; the first submit waits for them.
  const [checker, setChecker] = useState<{ run: Check } | null>(null);
  const prepare = () => {
    if (!checker)
      loadValidation().then(
        (run) => setChecker({ run }),
        () => undefined,
      );
  };

  function update(name: keyof Values, value: string | boolean) {
    prepare();
    const next = { ...values, [name]: value };
    // From the latest state, not this render's: a change handled before the next render (typing as the
    // form hydrates) must not put back the values of an older one.
    setValues((latest) => ({ ...latest, [name]: value }));
    // After the first submit, each change re-checks so fixed fields lose their message.
    if (attempted && checker) {
      const r = check(checker.run, kind, next, product, locale);
      setErrors(r.ok ? {} : r.errors);
    }
  }

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send(typedValues(e.currentTarget));
    } finally {
      inFlight.current = false;
    }
  }

  async function send(typed: Values) {
    let run = checker?.run;
    if (!run) {
      try {
        run = await loadValidation();
        setChecker({ run });
      } catch {
        // The checks could not load (offline, a failed chunk): every value stays, and the visitor is told how to reach us.
        setState('failed');
        return;
      }
    }
    setAttempted(true);
    const r = check(run, kind, typed, product, locale);
    if (!r.ok) {
      setErrors(r.errors);
      setState('idle');
      setFocusSummary((n) => n + 1);
      return;
    }
    setErrors({});
    if (honeypot.current?.value) {
      setState('sent');
      return;
    }
    // Too fast for a person: nothing is sent, and the visitor is told how to go on.
    if (Date.now() - mountedAt.current < MIN_FILL_MS) {
      setState('tooFast');
      return;
    }
    setState('submitting');
    const result = await submitForm(r.data);
    setState(result.kind === 'ok' ? 'sent' : 'failed');
  }

  const titleId = `${prefix}-title`;
  const field = (name: FieldName) => ({
    name,
    prefix,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => update(name, v),
  });
  const listed = ORDER.filter((name) => errors[name]).map((name) => ({ name, message: errors[name] ?? '' }));

  return (
    <section id={id} className="section form-section" aria-labelledby={titleId}>
      <div className="container form-section__inner">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={titleId} />
        {state === 'sent' ? (
          <ThanksMessage ref={thanksRef}>{thanks ?? formUi.thanks[kind]}</ThanksMessage>
        ) : (
          // A real POST to the same endpoint: without JavaScript (or before it arrives and when it fails to)
          // the browser sends the fields in the body and the endpoint answers with a page (server/form-post.ts).
          <form
            className="form"
            method="post"
            action={LEAD_ENDPOINT}
            noValidate
            onSubmit={(e) => void onSubmit(e)}
            onFocus={prepare}
            aria-labelledby={titleId}
            aria-busy={state === 'submitting'}
          >
            {listed.length > 0 && <ErrorSummary ref={summary} prefix={prefix} errors={listed} />}
            <p className="form__note">{formUi.requiredNote}</p>
            <div className="form__grid">
              <Field {...field('firstName')} label={formUi.firstName} autoComplete="given-name" required />
              <Field {...field('lastName')} label={formUi.lastName} autoComplete="family-name" required />
              <Field {...field('company')} label={formUi.company} autoComplete="organization" />
              <Field {...field('phone')} label={formUi.phone} type="tel" autoComplete="tel" />
              <Field
                {...field('email')}
                label={formUi.email}
                type="email"
                autoComplete="email"
                hint={formUi.emailHint}
                required
                wide
              />
              {kind === 'contact' && (
                <Field {...field('message')} label={formUi.message} multiline hint={formUi.messageHint} required wide />
              )}
              {kind === 'materials' && (
                <Field
                  {...field('material')}
                  label={formUi.material}
                  options={(materials ?? materialKinds).map((m) => ({ value: m, label: formUi.materials[m] }))}
                  required
                  wide
                />
              )}
            </div>
            <input type="hidden" name="form" value={kind} />
            <input type="hidden" name="locale" value={locale} />
            {product && <input type="hidden" name="product" value={product} />}
            <div className="form__check">
              <input
                id={`${prefix}-marketing`}
                type="checkbox"
                name="marketingConsent"
                checked={values.marketingConsent}
                onChange={(e) => update('marketingConsent', e.target.checked)}
              />
              <label htmlFor={`${prefix}-marketing`}>{formUi.marketing}</label>
            </div>
            <Honeypot ref={honeypot} id={`${prefix}-website`} label={ui.lead.honeypotLabel} />
            {(state === 'failed' || state === 'tooFast') && (
              <div className="form__failed" role="alert">
                {state === 'failed' ? (
                  <>
                    <p className="form__failed-title">{formUi.failedTitle}</p>
                    <p>
                      {formUi.failedText} <a href={`mailto:${site.company.email}`}>{site.company.email}</a>.
                    </p>
                  </>
                ) : (
                  <p>{formUi.tooFast}</p>
                )}
              </div>
            )}
            <p className="form__privacy">
              {formUi.privacyBefore}
              <a href={privacyPath}>{formUi.privacyLink}</a>
              {formUi.privacyAfter}
            </p>
            <SubmitButton
              className="form__submit"
              submitting={state === 'submitting'}
              label={submitLabel ?? formUi.submit[kind]}
              submittingLabel={formUi.submitting}
            />
          </form>
        )}
      </div>
    </section>
  );
}
