import type { SectionDefinition } from '../../lib/section-definition';

export const cta = {
  load: () => import('./Cta').then((m) => m.Cta),
  expands: true,
} satisfies SectionDefinition<'cta'>;
