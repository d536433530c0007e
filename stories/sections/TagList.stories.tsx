import { TagList } from '../../src/sections/tagList/TagList';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/TagList', component: TagList } satisfies SectionMeta<'tagList'>;
export default meta;

export const Markets: SectionStory<'tagList'> = {
  args: {
    type: 'tagList',
    eyebrow: 'Mercati',
    title: 'Dove lavoriamo',
    tags: ['Telco & System Integrator', 'Pubbliche Amministrazioni', 'Turismo & Itinerari', 'Enogastronomia', 'Sanità privata'],
  },
};
