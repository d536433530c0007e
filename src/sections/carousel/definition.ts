import type { SectionDefinition } from '../../lib/section-definition';

export const carousel = {
  load: () => import('./Carousel').then((m) => m.Carousel),
} satisfies SectionDefinition<'carousel'>;
