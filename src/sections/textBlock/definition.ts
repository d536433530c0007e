import type { SectionDefinition } from '../../lib/section-definition';

export const textBlock = {
  load: () => import('./TextBlock').then((m) => m.TextBlock),
} satisfies SectionDefinition<'textBlock'>;
