import { LegalSections } from '../../src/sections/legalSections/LegalSections';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/LegalSections', component: LegalSections } satisfies SectionMeta<'legalSections'>;
export default meta;

export const Privacy: SectionStory<'legalSections'> = { args: { type: 'legalSections', document: 'privacy' } };
export const Cookie: SectionStory<'legalSections'> = { args: { type: 'legalSections', document: 'cookie' } };
