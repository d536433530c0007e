import type { SectionDefinition } from '../../lib/section-definition';

export const pageHeading = {
  load: () => import('./PageHeading').then((m) => m.PageHeading),
} satisfies SectionDefinition<'pageHeading'>;
