import { legalCatalog } from '../../i18n/catalogs';
import type { SectionDefinition } from '../../lib/section-definition';

export const legalSections = {
  load: () => import('./LegalSections').then((m) => m.LegalSections),
  module: 'sections/legalSections/LegalSections.tsx',
  catalogs: [legalCatalog],
} satisfies SectionDefinition<'legalSections'>;
