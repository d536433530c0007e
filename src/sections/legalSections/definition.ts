import { legalCatalog } from '../../i18n/catalogs';
import type { SectionDefinition } from '../../lib/section-definition';

export const legalSections = {
  hydrate: 'none', // text and anchors; the cookie policy's button is served by the page-wide handler
  load: () => import('./LegalSections').then((m) => m.LegalSections),
  catalogs: [legalCatalog],
} satisfies SectionDefinition<'legalSections'>;
