import type { SectionDefinition } from '../../lib/section-definition';

export const leadBanner = {
  hydrate: 'visible', // the e-mail capture's checks, outbox and thanks
  load: () => import('./LeadBanner').then((m) => m.LeadBanner),
  expands: true,
} satisfies SectionDefinition<'leadBanner'>;
