import type { SectionDefinition } from '../../lib/section-definition';

export const logoGrid = {
  load: () => import('./LogoGrid').then((m) => m.LogoGrid),
  module: 'sections/logoGrid/LogoGrid.tsx',
} satisfies SectionDefinition<'logoGrid'>;
