import type { SectionDefinition } from '../definition';

export const placeholder = {
  load: () => import('./Placeholder').then((m) => m.Placeholder),
  module: 'sections/placeholder/Placeholder.tsx',
} satisfies SectionDefinition<'placeholder'>;
