import type { SectionDefinition } from '../../lib/section-definition';

export const cardSlider = {
  hydrate: 'visible', // keen-slider, previous/next and dots
  load: () => import('./CardSlider').then((m) => m.CardSlider),
} satisfies SectionDefinition<'cardSlider'>;
