import { formCatalog } from '../../i18n/catalogs';
import type { SectionDefinition } from '../../lib/section-definition';

export const form = {
  load: () => import('./Form').then((m) => m.Form),
  catalogs: [formCatalog],
} satisfies SectionDefinition<'form'>;
