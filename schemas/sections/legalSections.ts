import { z } from 'zod';
import { sectionBase } from '../fields';

/** Legal documents bundled as text resources (src/i18n/legal.it.ts). */
export const LEGAL_DOCUMENTS = ['privacy', 'cookie'] as const;
export type LegalDocumentKey = (typeof LEGAL_DOCUMENTS)[number];

/**
 * A legal page: its title (the page's h1, so use no hero with it), the last
 * update and a list of sections, all taken from the named text resource.
 */
export const legalSectionsSchema = z.strictObject({
  type: z.literal('legalSections'),
  ...sectionBase,
  document: z.enum(LEGAL_DOCUMENTS),
});
