import type { SectionDefinition } from '../../lib/section-definition';

export const mediaBlock = {
  hydrate: 'interaction', // the player loads when the visitor presses play
  load: () => import('./MediaBlock').then((m) => m.MediaBlock),
} satisfies SectionDefinition<'mediaBlock'>;
