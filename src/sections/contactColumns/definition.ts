import type { SectionDefinition } from '../../lib/section-definition';

export const contactColumns = {
  load: () => import('./ContactColumns').then((m) => m.ContactColumns),
} satisfies SectionDefinition<'contactColumns'>;
