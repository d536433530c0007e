import { Placeholder } from '../../src/sections/placeholder/Placeholder';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/Placeholder', component: Placeholder } satisfies SectionMeta<'placeholder'>;
export default meta;

export const Solutions: SectionStory<'placeholder'> = { args: { type: 'placeholder', title: 'Soluzioni' } };
