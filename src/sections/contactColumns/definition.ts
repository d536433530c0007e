import type { SectionDefinition } from '../../lib/section-definition';

export const contactColumns = {
  load: () => import('./ContactColumns').then((m) => m.ContactColumns),
  module: 'sections/contactColumns/ContactColumns.tsx',
} satisfies SectionDefinition<'contactColumns'>;
