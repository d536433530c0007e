import type { SectionDefinition } from '../definition';

export const featureMedia = {
  load: () => import('./FeatureMedia').then((m) => m.FeatureMedia),
  module: 'sections/featureMedia/FeatureMedia.tsx',
} satisfies SectionDefinition<'featureMedia'>;
