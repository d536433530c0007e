import type { SectionDefinition } from '../../lib/section-definition';

export const featureMedia = {
  hydrate: 'none', // text, an image and buttons
  load: () => import('./FeatureMedia').then((m) => m.FeatureMedia),
} satisfies SectionDefinition<'featureMedia'>;
