import type { SectionDefinition } from '../../lib/section-definition';

export const hero = {
  load: () => import('./Hero').then((m) => m.Hero),
  module: 'sections/hero/Hero.tsx',
} satisfies SectionDefinition<'hero'>;
