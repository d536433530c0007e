import type { SectionDefinition } from '../../lib/section-definition';

export const accordion = {
  load: () => import('./Accordion').then((m) => m.Accordion),
} satisfies SectionDefinition<'accordion'>;
