import type { SectionDefinition } from '../../lib/section-definition';

export const cta = {
  hydrate: 'none', // links; its chat button is served by the page-wide handler
  load: () => import('./Cta').then((m) => m.Cta),
  expands: true,
} satisfies SectionDefinition<'cta'>;
