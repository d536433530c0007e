import type { SectionDefinition } from '../../lib/section-definition';

export const pageHeading = {
  load: () => import('./PageHeading').then((m) => m.PageHeading),
  module: 'sections/pageHeading/PageHeading.tsx',
} satisfies SectionDefinition<'pageHeading'>;
