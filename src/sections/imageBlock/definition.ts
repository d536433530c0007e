import type { SectionDefinition } from '../../lib/section-definition';

export const imageBlock = {
  hydrate: 'none', // an image
  load: () => import('./ImageBlock').then((m) => m.ImageBlock),
} satisfies SectionDefinition<'imageBlock'>;
