import type { SectionDefinition } from '../../lib/section-definition';

export const cardSlider = {
  // keen-slider, previous/next and dots: a plain script on the HTML (enhance.ts), so React is not loaded
  hydrate: 'visible',
  load: () => import('./CardSlider').then((m) => m.CardSlider),
  enhance: () => import('./enhance').then((m) => m.enhance),
} satisfies SectionDefinition<'cardSlider'>;
