import type { SectionDefinition } from '../../lib/section-definition';

export const imageBlock = {
  load: () => import('./ImageBlock').then((m) => m.ImageBlock),
  module: 'sections/imageBlock/ImageBlock.tsx',
} satisfies SectionDefinition<'imageBlock'>;
