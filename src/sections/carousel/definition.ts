import type { SectionDefinition } from '../../lib/section-definition';

export const carousel = {
  // autoplay with its pause control: a plain script on the HTML (enhance.ts), so React is not loaded
  hydrate: 'visible',
  load: () => import('./Carousel').then((m) => m.Carousel),
  enhance: () => import('./enhance').then((m) => m.enhance),
} satisfies SectionDefinition<'carousel'>;
