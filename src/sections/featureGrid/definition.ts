import type { SectionDefinition } from '../../lib/section-definition';

export const featureGrid = {
  hydrate: 'none', // text, icons and buttons (links or the chat handler)
  load: () => import('./FeatureGrid').then((m) => m.FeatureGrid),
} satisfies SectionDefinition<'featureGrid'>;
