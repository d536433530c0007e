import type { SectionDefinition } from '../../lib/section-definition';

export const tagList = {
  load: () => import('./TagList').then((m) => m.TagList),
} satisfies SectionDefinition<'tagList'>;
