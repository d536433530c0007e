import type { SharedSite } from '../../schemas/site';
import { splitTokens } from './site-values';

export type FilledPart = string | { email: string };

/** Fills the site.json tokens of a legal text; the e-mail stays a separate part so it can be a link. */
export function fillSiteData(text: string, site: SharedSite): FilledPart[] {
  return splitTokens(text, site).map((part) => {
    if (typeof part !== 'string') return part.key === 'email' ? { email: part.value } : part.value;
    // The legal texts ship with the code: a typo in a token is a bug, not content.
    if (/^\{\w+\}$/.test(part)) throw new Error(`unknown token ${part} in a legal text`);
    return part;
  });
}

/** "Chi tratta i dati per nostro conto" → "chi-tratta-i-dati-per-nostro-conto" (anchor for the table of contents). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The id a legal document's section gets on its page ("privacy" + "Titolare del trattamento" → "privacy-titolare-del-trattamento"). */
export function legalAnchor(prefix: string, title: string): string {
  return `${prefix}-${slugify(title)}`;
}
