import type { SectionDefinition } from '../../lib/section-definition';

export const productGrid = {
  hydrate: 'none', // cards that are links
  load: () => import('./ProductGrid').then((m) => m.ProductGrid),
} satisfies SectionDefinition<'productGrid'>;
