import type { SectionDefinition } from '../../lib/section-definition';

export const cardSlider = {
  load: () => import('./CardSlider').then((m) => m.CardSlider),
  module: 'sections/cardSlider/CardSlider.tsx',
} satisfies SectionDefinition<'cardSlider'>;
