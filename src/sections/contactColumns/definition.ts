import type { SectionDefinition } from '../../lib/section-definition';

export const contactColumns = {
  hydrate: 'none', // addresses and links
  load: () => import('./ContactColumns').then((m) => m.ContactColumns),
} satisfies SectionDefinition<'contactColumns'>;
