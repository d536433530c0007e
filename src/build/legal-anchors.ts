/** The legal texts each locale's legalSections render, and the ids they give their own sections (build side). */
import type { Locale } from '../../schemas/locale';
import type { Section } from '../../schemas/section';
import { legalDocuments as legalEn } from '../i18n/legal.en';
import { legalDocuments as legalIt, type LegalDocuments } from '../i18n/legal.it';
import { legalAnchor } from '../lib/legal-fill';

export const legalByLocale: Record<Locale, LegalDocuments> = { it: legalIt, en: legalEn };

type LegalSection = Extract<Section, { type: 'legalSections' }>;

/** Each section of the legal text with the id it gets on the page ("privacy-titolare-del-trattamento"). */
export function legalSectionsOf(locale: Locale, section: LegalSection) {
  const prefix = section.id ?? section.document;
  return legalByLocale[locale][section.document].sections.map((ls) => ({
    ...ls,
    anchor: legalAnchor(prefix, ls.title),
  }));
}
