import type { SectionDefinition } from '../../lib/section-definition';

export const cta = {
  load: () => import('./Cta').then((m) => m.Cta),
  module: 'sections/cta/Cta.tsx',
  expands: true,
} satisfies SectionDefinition<'cta'>;
