import type { SectionDefinition } from '../../lib/section-definition';

export const textBlock = {
  hydrate: 'none', // rich text and buttons
  load: () => import('./TextBlock').then((m) => m.TextBlock),
} satisfies SectionDefinition<'textBlock'>;
