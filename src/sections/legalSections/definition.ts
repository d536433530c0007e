import { legalCatalog } from '../../i18n/catalogs';
import type { SectionDefinition } from '../../lib/section-definition';

export const legalSections = {
  load: () => import('./LegalSections').then((m) => m.LegalSections),
  catalogs: [legalCatalog],
} satisfies SectionDefinition<'legalSections'>;
