import type { Site } from '../../../schemas/site';
import { postalAddress } from '../contactColumns/siteLink';

export type FilledPart = string | { email: string };

/** Replaces {company}, {vatId}, {address}, {email}, {siteUrl}; the e-mail becomes a separate part so it can be a link. */
export function fillSiteData(text: string, site: Site): FilledPart[] {
  const values: Record<string, string> = {
    company: site.company.name,
    vatId: site.company.vatId,
    address: postalAddress(site),
    siteUrl: site.siteUrl.replace(/^https:\/\//, ''),
  };
  return text
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!key) return part;
      if (key === 'email') return { email: site.company.email };
      const value = values[key];
      if (value === undefined) throw new Error(`unknown placeholder ${part} in a legal text`);
      return value;
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
