import type { SectionDefinition } from '../../lib/section-definition';

export const imageBlock = {
  load: () => import('./ImageBlock').then((m) => m.ImageBlock),
} satisfies SectionDefinition<'imageBlock'>;
