import type { SectionDefinition } from '../../lib/section-definition';

export const tagList = {
  hydrate: 'none', // links
  load: () => import('./TagList').then((m) => m.TagList),
} satisfies SectionDefinition<'tagList'>;
