import type { SectionDefinition } from '../../lib/section-definition';

export const featureGrid = {
  load: () => import('./FeatureGrid').then((m) => m.FeatureGrid),
  module: 'sections/featureGrid/FeatureGrid.tsx',
} satisfies SectionDefinition<'featureGrid'>;
