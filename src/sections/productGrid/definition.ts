import type { SectionDefinition } from '../../lib/section-definition';

export const productGrid = {
  load: () => import('./ProductGrid').then((m) => m.ProductGrid),
} satisfies SectionDefinition<'productGrid'>;
