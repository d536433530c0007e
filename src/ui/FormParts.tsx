/** Pieces the e-mail capture and the forms share, so both look and behave alike. */
import { forwardRef, type ReactNode } from 'react';
import { Button } from './Button';

/** The thank-you that replaces a form once its request has gone through (SPEC §4: with the check icon). */
export const ThanksMessage = forwardRef<HTMLParagraphElement, { children: ReactNode }>(function ThanksMessage({ children }, ref) {
  return (
    <p ref={ref} className="lead-form__thanks" role="status" tabIndex={-1}>
      <svg className="lead-form__check" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="currentColor" />
        <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.5" />
      </svg>
      {children}
    </p>
  );
});

/** Submit button that shows a spinner and is disabled while the request is in flight (SPEC §4). */
export function SubmitButton({ submitting, disabled, label, submittingLabel, className }: { submitting: boolean; disabled?: boolean; label: string; submittingLabel: string; className?: string }) {
  // Not Button's `loading` placeholder: forms show a spinner while submitting.
  return (
    <Button type="submit" className={className} disabled={disabled || submitting}>
      {submitting ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{submittingLabel}</span>
        </>
      ) : (
        label
      )}
    </Button>
  );
}

/**
 * Anti-spam field: bots fill every input, people never see this one. Off-screen
 * and aria-hidden, out of the tab order, and named so that password managers
 * and autofill leave it alone.
 */
export const Honeypot = forwardRef<HTMLInputElement, { id: string; label: string }>(function Honeypot({ id, label }, ref) {
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
});
