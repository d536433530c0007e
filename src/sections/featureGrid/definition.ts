import type { SectionDefinition } from '../../lib/section-definition';

export const featureGrid = {
  load: () => import('./FeatureGrid').then((m) => m.FeatureGrid),
} satisfies SectionDefinition<'featureGrid'>;
