import type { SectionDefinition } from '../definition';

export const imageBlock = {
  load: () => import('./ImageBlock').then((m) => m.ImageBlock),
  module: 'sections/imageBlock/ImageBlock.tsx',
} satisfies SectionDefinition<'imageBlock'>;
