import type { SectionDefinition } from '../../lib/section-definition';

export const tagList = {
  load: () => import('./TagList').then((m) => m.TagList),
  module: 'sections/tagList/TagList.tsx',
} satisfies SectionDefinition<'tagList'>;
