import { LeadBanner } from '../../src/sections/leadBanner/LeadBanner';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/LeadBanner', component: LeadBanner } satisfies SectionMeta<'leadBanner'>;
export default meta;

export const RunVoice: SectionStory<'leadBanner'> = {
  args: {
    type: 'leadBanner',
    id: 'demo',
    title: 'Vuoi sentire RunVoice al lavoro?',
    text: 'Lasciaci la tua e-mail: ti ricontattiamo per una demo sul tuo numero e un preventivo su misura.',
    product: 'RunVoice',
  },
};

export const Generic: SectionStory<'leadBanner'> = {
  args: { type: 'leadBanner', title: 'Vuoi saperne di più?', product: 'Generic' },
};
