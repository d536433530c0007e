import type { SectionDefinition } from '../../lib/section-definition';

export const hero = {
  hydrate: 'none', // text, labels and buttons
  load: () => import('./Hero').then((m) => m.Hero),
} satisfies SectionDefinition<'hero'>;
