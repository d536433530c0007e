import type { SectionDefinition } from '../../lib/section-definition';

export const featureMedia = {
  load: () => import('./FeatureMedia').then((m) => m.FeatureMedia),
  module: 'sections/featureMedia/FeatureMedia.tsx',
} satisfies SectionDefinition<'featureMedia'>;
