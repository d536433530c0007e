import type { SectionDefinition } from '../../lib/section-definition';

export const form = {
  load: () => import('./Form').then((m) => m.Form),
  module: 'sections/form/Form.tsx',
} satisfies SectionDefinition<'form'>;
