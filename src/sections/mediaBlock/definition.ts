import type { SectionDefinition } from '../../lib/section-definition';

export const mediaBlock = {
  load: () => import('./MediaBlock').then((m) => m.MediaBlock),
} satisfies SectionDefinition<'mediaBlock'>;
