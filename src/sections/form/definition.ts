import { formCatalog } from '../../i18n/catalogs';
import type { SectionDefinition } from '../../lib/section-definition';

export const form = {
  hydrate: 'visible', // validation, the error summary and the JSON send (it posts natively before)
  load: () => import('./Form').then((m) => m.Form),
  catalogs: [formCatalog],
} satisfies SectionDefinition<'form'>;
