import type { SectionDefinition } from '../../lib/section-definition';

export const hero = {
  load: () => import('./Hero').then((m) => m.Hero),
} satisfies SectionDefinition<'hero'>;
