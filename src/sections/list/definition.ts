import type { SectionDefinition } from '../../lib/section-definition';

export const list = {
  load: () => import('./List').then((m) => m.List),
  module: 'sections/list/List.tsx',
} satisfies SectionDefinition<'list'>;
