/**
 * A form sent without JavaScript (or before the page's code took over): the
 * browser POSTs `application/x-www-form-urlencoded` to the lead endpoint, and
 * the answer is a page in the form's language, not JSON: the thank-you, or the
 * form again with a GOV.UK error summary and every value the visitor typed.
 * The fields are the ones the prerendered forms carry (Form.tsx, LeadForm.tsx)
 * plus `locale`; the link back goes to the page the form was sent from (the
 * Referer, when it is this site), else to the home of that language.
 */
import { localePrefix, locales, type Locale } from '../../schemas/locale';
import { materialKinds } from '../../schemas/material-kinds';
import { formPageUi } from '../i18n/form-page';
import { formUi as formIt } from '../i18n/form.it';
import { formUi as formEn } from '../i18n/form.en';
import { it } from '../i18n/it';
import { en } from '../i18n/en';
import { PRIVACY_NOTICE_VERSION } from '../i18n/legal-version';

const FORM_UI = { it: formIt, en: formEn } as const;
const LEAD_UI = { it: it.lead, en: en.lead } as const;

export function isFormEncoded(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** What a form post carries: the submission to check, and where the answer goes. */
export interface FormPost {
  /** Shaped like the JSON the page's code sends, for the same schema. */
  data: Record<string, unknown>;
  /** The visitor's values as typed, to put back in the form. */
  values: Record<string, string>;
  kind: 'contact' | 'materials' | 'capture';
  locale: Locale;
  /** The page the form was sent from (a path on this site), or the home of its language. */
  page: string;
  /** The anti-spam field was filled in. */
  trap: boolean;
}

const TEXT_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone', 'message', 'material', 'product'] as const;

/** A plain page path of this site: no `//host`, no endpoint, nothing but letters, digits, - _ . / */
const isPagePath = (path: string) =>
  /^\/[\w\-./]{0,200}$/.test(path) && !path.startsWith('//') && !path.startsWith('/api/');

/**
 * Where "back to the page" leads: the `back` field of a form the endpoint
 * answered with (the page stays the same across corrections), else the
 * Referer when it is a page of this site, else the home of the form's language.
 */
function backTo(request: Request, field: string | null, locale: Locale): string {
  if (field && isPagePath(field)) return field;
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    if (referer.origin === new URL(request.url).origin && isPagePath(referer.pathname)) return referer.pathname;
  } catch {
    // no Referer, or not a URL: the home
  }
  return locale === 'it' ? '/' : `/${locale}`;
}

export function readFormPost(body: string, request: Request): FormPost {
  const params = new URLSearchParams(body);
  const get = (name: string) => params.get(name) ?? '';
  const localeField = get('locale');
  const locale = (locales as readonly string[]).includes(localeField) ? (localeField as Locale) : 'it';
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, get(name)]));
  const form = get('form');
  const kind = form === 'contact' || form === 'materials' ? form : params.has('form') ? 'contact' : 'capture';
  // As the page's code sends it (lib/lead/transport.ts normalizeEmail).
  const email = values.email.trim().toLowerCase();
  let data: Record<string, unknown>;
  if (kind === 'capture') data = { email, product: values.product };
  else {
    const person = {
      firstName: values.firstName,
      lastName: values.lastName,
      company: values.company,
      email,
      phone: values.phone,
      // A checkbox is sent only when ticked.
      marketingConsent: params.has('marketingConsent'),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    };
    data =
      kind === 'contact'
        ? { form, ...person, message: values.message }
        : { form, ...person, product: values.product, material: params.get('material') ?? undefined };
  }
  if (kind !== 'capture') values.marketingConsent = params.has('marketingConsent') ? 'on' : '';
  return { data, values, kind, locale, page: backTo(request, params.get('back'), locale), trap: get('website') !== '' };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(locale: Locale, title: string, body: string, status: number): Response {
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
@view-transition{navigation:auto}
@media (prefers-reduced-motion:reduce){@view-transition{navigation:none}}
body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;margin:0;background:#f1f5f9}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.6rem;line-height:1.2}
a{color:#4338ca}
.summary{border:4px solid #b91c1c;background:#fff;padding:1rem 1.25rem;margin:0 0 1.5rem}
.summary h2{margin:0 0 .5rem;font-size:1.2rem}
.summary:focus{outline:3px solid #4f46e5;outline-offset:2px}
.field{margin:0 0 1.25rem}
label,legend{display:block;font-weight:650}
.error{color:#b91c1c;font-weight:650;margin:.25rem 0}
input[type=text],input[type=email],input[type=tel],textarea{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .75rem;border:2px solid #64748b;border-radius:8px;background:#fff}
.invalid input,.invalid textarea{border-color:#b91c1c}
fieldset{border:0;padding:0;margin:0 0 1.25rem}
.check{display:flex;gap:.5rem;align-items:flex-start;margin:0 0 1.25rem}
.check label{font-weight:400}
button{font:inherit;font-weight:650;color:#fff;background:#4338ca;border:0;border-radius:999px;padding:.8rem 1.6rem;cursor:pointer}
.thanks{font-size:1.15rem;font-weight:600;background:#fff;border-left:6px solid #16a34a;padding:1rem 1.25rem}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The thank-you, with the link back to the page the form stands on. */
export function thanksPage(post: FormPost): Response {
  const ui = formPageUi[post.locale];
  const text = post.kind === 'capture' ? LEAD_UI[post.locale].thanks : FORM_UI[post.locale].thanks[post.kind];
  return page(
    post.locale,
    ui.sentTitle,
    `<h1>${escape(ui.sentTitle)}</h1>
<p class="thanks" role="status">${escape(text)}</p>
<p><a href="${escape(post.page)}">${escape(ui.back)}</a></p>`,
    200,
  );
}

interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autocomplete?: string;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
}

function fieldHtml(spec: FieldSpec, post: FormPost, error: string | undefined, errorPrefix: string): string {
  const id = `f-${spec.name}`;
  const described = [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const attrs = `id="${id}" name="${spec.name}"${spec.required ? ' required' : ''}${
    spec.autocomplete ? ` autocomplete="${spec.autocomplete}"` : ''
  }${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}`;
  const value = escape(post.values[spec.name] ?? '');
  const control = spec.multiline
    ? `<textarea ${attrs} rows="5">${value}</textarea>`
    : `<input ${attrs} type="${spec.type ?? 'text'}" value="${value}">`;
  return `<div class="field${error ? ' invalid' : ''}">
<label for="${id}">${escape(spec.label)}${spec.required ? ' *' : ''}</label>
${spec.hint ? `<p id="${id}-hint">${escape(spec.hint)}</p>` : ''}${
    error
      ? `<p id="${id}-error" class="error"><span class="trap">${escape(errorPrefix)} </span>${escape(error)}</p>`
      : ''
  }
${control}
</div>`;
}

/** The form again: an error summary that takes focus, each field with its message and what was typed. */
export function problemPage(post: FormPost, fields: Record<string, string>, endpoint: string): Response {
  const ui = formPageUi[post.locale];
  const f = FORM_UI[post.locale];
  const lead = LEAD_UI[post.locale];
  const specs: FieldSpec[] =
    post.kind === 'capture'
      ? [{ name: 'email', label: lead.emailLabel, type: 'email', autocomplete: 'email', required: true }]
      : [
          { name: 'firstName', label: f.firstName, autocomplete: 'given-name', required: true },
          { name: 'lastName', label: f.lastName, autocomplete: 'family-name', required: true },
          { name: 'company', label: f.company, autocomplete: 'organization' },
          { name: 'phone', label: f.phone, type: 'tel', autocomplete: 'tel' },
          { name: 'email', label: f.email, type: 'email', autocomplete: 'email', required: true, hint: f.emailHint },
          ...(post.kind === 'contact'
            ? [{ name: 'message', label: f.message, multiline: true, required: true, hint: f.messageHint }]
            : []),
        ];
  const order = [...specs.map((s) => s.name), 'material'];
  // Messages for fields the visitor cannot see (a tampered hidden field) go to the summary only.
  const listed = Object.entries(fields).sort(([a], [b]) => {
    const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
    return rank(a) - rank(b);
  });
  const summary = `<div class="summary" role="alert" tabindex="-1" autofocus aria-labelledby="summary-title">
<h2 id="summary-title">${escape(f.summaryTitle)}</h2>
<ul>${listed
    .map(([name, message]) =>
      order.includes(name)
        ? `<li><a href="#f-${escape(name)}">${escape(message)}</a></li>`
        : `<li>${escape(message)}</li>`,
    )
    .join('')}</ul>
</div>`;
  const materialError = fields.material;
  const materials =
    post.kind === 'materials'
      ? `<fieldset${materialError ? ' class="invalid" aria-invalid="true" aria-describedby="f-material-error"' : ''}>
<legend>${escape(f.material)} *</legend>
${materialError ? `<p id="f-material-error" class="error">${escape(materialError)}</p>` : ''}
${materialKinds
  .map(
    (m, i) =>
      `<div class="check"><input type="radio" name="material" id="${i === 0 ? 'f-material' : `f-material-${m}`}" value="${m}"${
        post.values.material === m ? ' checked' : ''
      }><label for="${i === 0 ? 'f-material' : `f-material-${m}`}">${escape(f.materials[m])}</label></div>`,
  )
  .join('\n')}
</fieldset>`
      : '';
  const hidden = [
    post.kind !== 'capture' && ['form', post.kind],
    ['locale', post.locale],
    ['back', post.page],
    (post.kind === 'capture' || post.kind === 'materials') && ['product', post.values.product],
  ]
    .filter((x): x is string[] => Array.isArray(x))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('\n');
  const consent =
    post.kind === 'capture'
      ? ''
      : `<div class="check"><input type="checkbox" id="f-marketing" name="marketingConsent"${
          post.values.marketingConsent ? ' checked' : ''
        }><label for="f-marketing">${escape(f.marketing)}</label></div>`;
  const submit = post.kind === 'capture' ? lead.submit : f.submit[post.kind];
  const title = post.kind === 'capture' ? ui.captureTitle : ui.problemTitle;
  return page(
    post.locale,
    `${f.errorPrefix} ${ui.problemTitle}`,
    `<h1>${escape(title)}</h1>
${summary}
<form method="post" action="${escape(endpoint)}" novalidate>
${specs.map((s) => fieldHtml(s, post, fields[s.name], f.errorPrefix)).join('\n')}
${materials}
${consent}
${hidden}
<div class="trap" aria-hidden="true"><label for="f-website">${escape(lead.honeypotLabel)}</label><input id="f-website" type="text" name="website" tabindex="-1" autocomplete="off"></div>
<p>${escape(f.privacyBefore)}<a href="${localePrefix(post.locale)}/privacy-policy">${escape(f.privacyLink)}</a>${escape(
      f.privacyAfter,
    )}</p>
<button type="submit">${escape(submit)}</button>
</form>
<p><a href="${escape(post.page)}">${escape(ui.back)}</a></p>`,
    400,
  );
}
