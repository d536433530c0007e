import type { SectionDefinition } from '../../lib/section-definition';

export const leadBanner = {
  // The e-mail capture's checks and thanks, from the first tap, focus or key inside it (the outbox of
  // captures to send again is the page's, entry-client.ts).
  hydrate: 'interaction',
  load: () => import('./LeadBanner').then((m) => m.LeadBanner),
  expands: true,
} satisfies SectionDefinition<'leadBanner'>;
