import type { SectionDefinition } from '../definition';

export const leadBanner = {
  load: () => import('./LeadBanner').then((m) => m.LeadBanner),
  module: 'sections/leadBanner/LeadBanner.tsx',
  expands: true,
} satisfies SectionDefinition<'leadBanner'>;
