import { forwardRef, type MouseEvent } from 'react';
import { useFormUi } from '../../lib/locale';

export type FieldName = 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'message' | 'material';

export const fieldId = (prefix: string, name: FieldName) => `${prefix}-${name}`;

interface FieldProps {
  prefix: string;
  name: FieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  /** A radio group instead of a text input. */
  options?: { value: string; label: string }[];
  /** Spans both columns of the grid. */
  wide?: boolean;
}

/**
 * One labelled field (GOV.UK pattern): label, hint, the error message, then
 * the control, which points at hint and error with aria-describedby.
 */
export function Field({
  prefix,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  type = 'text',
  autoComplete,
  multiline,
  options,
  wide,
}: FieldProps) {
  const formUi = useFormUi();
  const id = fieldId(prefix, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const marker = required ? (
    <span className="form__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
  const messages = (
    <>
      {hint && (
        <p id={hintId} className="form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form__error">
          <span className="visually-hidden">{formUi.errorPrefix} </span>
          {error}
        </p>
      )}
    </>
  );
  const className = ['form__field', wide && 'form__field--wide', error && 'form__field--error']
    .filter(Boolean)
    .join(' ');

  if (options) {
    return (
      <fieldset
        className={className}
        role="radiogroup"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      >
        <legend className="form__label">
          {label}
          {marker}
        </legend>
        {messages}
        <div className="form__options">
          {options.map((o, i) => (
            <div className="form__option" key={o.value}>
              {/* The first radio carries the field id, so the error summary can focus the group. */}
              <input
                id={i === 0 ? id : `${id}-${o.value}`}
                type="radio"
                name={name}
                value={o.value}
                checked={value === o.value}
                onChange={() => onChange(o.value)}
                required={required}
              />
              <label htmlFor={i === 0 ? id : `${id}-${o.value}`}>{o.label}</label>
            </div>
          ))}
        </div>
      </fieldset>
    );
  }

  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'form__input',
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="form__label">
        {label}
        {marker}
      </label>
      {messages}
      {multiline ? (
        <textarea {...common} rows={5} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          spellCheck={type === 'text' ? undefined : false}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

/**
 * GOV.UK error summary: a titled list of links, one per invalid field. It takes
 * focus after a failed submit; a link moves focus to its field (rather than
 * only scrolling, so the visitor can type at once).
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { prefix: string; errors: { name: FieldName; message: string }[] }
>(function ErrorSummary({ prefix, errors }, ref) {
  const formUi = useFormUi();
  const titleId = `${prefix}-error-summary`;
  function jump(e: MouseEvent<HTMLAnchorElement>, name: FieldName) {
    const target = document.getElementById(fieldId(prefix, name));
    if (!target) return;
    e.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'center' });
  }
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h3 id={titleId} className="error-summary__title">
        {formUi.summaryTitle}
      </h3>
      <ul className="error-summary__list">
        {errors.map(({ name, message }) => (
          <li key={name}>
            <a href={`#${fieldId(prefix, name)}`} onClick={(e) => jump(e, name)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
