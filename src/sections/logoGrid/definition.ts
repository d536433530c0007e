import type { SectionDefinition } from '../../lib/section-definition';

export const logoGrid = {
  hydrate: 'none', // images
  load: () => import('./LogoGrid').then((m) => m.LogoGrid),
} satisfies SectionDefinition<'logoGrid'>;
