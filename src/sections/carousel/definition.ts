import type { SectionDefinition } from '../../lib/section-definition';

export const carousel = {
  hydrate: 'visible', // autoplay with its pause control
  load: () => import('./Carousel').then((m) => m.Carousel),
} satisfies SectionDefinition<'carousel'>;
