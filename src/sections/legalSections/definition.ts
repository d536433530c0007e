import type { SectionDefinition } from '../definition';

export const legalSections = {
  load: () => import('./LegalSections').then((m) => m.LegalSections),
  module: 'sections/legalSections/LegalSections.tsx',
} satisfies SectionDefinition<'legalSections'>;
