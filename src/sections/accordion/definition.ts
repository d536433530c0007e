import type { SectionDefinition } from '../../lib/section-definition';

export const accordion = {
  hydrate: 'none', // native <details>: opens and closes with no code
  load: () => import('./Accordion').then((m) => m.Accordion),
} satisfies SectionDefinition<'accordion'>;
