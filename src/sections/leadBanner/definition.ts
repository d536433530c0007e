import type { SectionDefinition } from '../../lib/section-definition';

export const leadBanner = {
  load: () => import('./LeadBanner').then((m) => m.LeadBanner),
  expands: true,
} satisfies SectionDefinition<'leadBanner'>;
