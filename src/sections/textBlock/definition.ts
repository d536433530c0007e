import type { SectionDefinition } from '../../lib/section-definition';

export const textBlock = {
  load: () => import('./TextBlock').then((m) => m.TextBlock),
  module: 'sections/textBlock/TextBlock.tsx',
} satisfies SectionDefinition<'textBlock'>;
