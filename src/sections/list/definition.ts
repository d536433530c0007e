import type { SectionDefinition } from '../../lib/section-definition';

export const list = {
  hydrate: 'none', // text and buttons
  load: () => import('./List').then((m) => m.List),
} satisfies SectionDefinition<'list'>;
