import { formCatalog } from '../../i18n/catalogs';
import type { SectionDefinition } from '../../lib/section-definition';

export const form = {
  // Validation, the error summary and the JSON send, from the first tap, focus or key inside it: until then
  // it is an HTML form that posts natively, and what is typed while its code loads is kept (Form.tsx).
  hydrate: 'interaction',
  load: () => import('./Form').then((m) => m.Form),
  catalogs: [formCatalog],
} satisfies SectionDefinition<'form'>;
