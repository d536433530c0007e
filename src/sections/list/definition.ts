import type { SectionDefinition } from '../../lib/section-definition';

export const list = {
  load: () => import('./List').then((m) => m.List),
} satisfies SectionDefinition<'list'>;
