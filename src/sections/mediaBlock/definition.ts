import type { SectionDefinition } from '../../lib/section-definition';

export const mediaBlock = {
  load: () => import('./MediaBlock').then((m) => m.MediaBlock),
  module: 'sections/mediaBlock/MediaBlock.tsx',
} satisfies SectionDefinition<'mediaBlock'>;
