/**
 * What the lead endpoint stores, made safe to open in a spreadsheet and true
 * to the site rather than to the client: control characters, bidi overrides
 * and formula prefixes are neutralised in free text; the privacy notice
 * version is the one this build shows; the product must be one the site's
 * pages send (when the server knows them).
 */
import type { Submission } from '../../schemas/submissions';
import { PRIVACY_NOTICE_VERSION } from '../i18n/legal-version';

/** NUL, ESC and the other C0/C1 controls (tab, CR, LF handled apart), and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** A cell starting with one of these is read as a formula by spreadsheets (CSV/formula injection). */
const FORMULA = /^[=+\-@]/;

/** One line of text: no line breaks or tabs, no invisible characters, no formula. */
function line(value: string): string {
  return cell(
    value
      .replace(/[\t\r\n]+/g, ' ')
      .replace(INVISIBLE, '')
      .trim(),
  );
}

/** A message: line breaks kept (as \n), nothing else invisible, no formula. */
function text(value: string): string {
  return cell(value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(INVISIBLE, '').trim());
}

/** Prefixed with an apostrophe, as spreadsheets themselves escape a formula typed as text. */
const cell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);

export function normalizeSubmission(s: Submission): Submission {
  if (!('form' in s)) return { email: s.email, product: line(s.product) };
  const person = {
    ...s,
    firstName: line(s.firstName),
    lastName: line(s.lastName),
    company: line(s.company),
    // Already checked to a strict shape: e-mail and phone are stored as validated.
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  };
  return s.form === 'contact'
    ? { ...person, form: 'contact', message: text(s.message) }
    : { ...person, form: 'materials', product: line(s.product), material: s.material };
}

/** Whether `s` names a product the site sends (every product when `products` is unknown). */
export function knownProduct(s: Submission, products: ReadonlySet<string> | undefined): boolean {
  if (!products) return true;
  return !('product' in s) || products.has(s.product);
}
