import type { SectionDefinition } from '../../lib/section-definition';

export const cardSlider = {
  load: () => import('./CardSlider').then((m) => m.CardSlider),
} satisfies SectionDefinition<'cardSlider'>;
