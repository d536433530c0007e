import type { SectionDefinition } from '../../lib/section-definition';

export const pageHeading = {
  hydrate: 'none', // a heading and text
  load: () => import('./PageHeading').then((m) => m.PageHeading),
} satisfies SectionDefinition<'pageHeading'>;
