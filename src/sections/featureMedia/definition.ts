import type { SectionDefinition } from '../../lib/section-definition';

export const featureMedia = {
  load: () => import('./FeatureMedia').then((m) => m.FeatureMedia),
} satisfies SectionDefinition<'featureMedia'>;
