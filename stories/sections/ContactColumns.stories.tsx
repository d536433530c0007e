import { ContactColumns } from '../../src/sections/contactColumns/ContactColumns';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/ContactColumns', component: ContactColumns } satisfies SectionMeta<'contactColumns'>;
export default meta;

export const Contacts: SectionStory<'contactColumns'> = {
  args: {
    type: 'contactColumns',
    title: 'Scrivici o vieni a trovarci',
    columns: [
      {
        title: 'Contatti',
        items: [
          { title: 'E-mail', href: 'site:email', target: '_blank' },
          { title: 'Sede', href: 'site:address', target: '_blank' },
        ],
      },
      {
        title: 'Prodotti',
        items: [
          { title: 'Audioguide', text: 'RunPlay', href: '/prodotti/runplay', target: '_self' },
          { title: 'Chatbot', text: 'RunTip', href: '/prodotti/runtip', target: '_self' },
        ],
      },
    ],
  },
};
