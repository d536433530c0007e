import { LogoGrid } from '../../src/sections/logoGrid/LogoGrid';
import type { SectionMeta, SectionStory } from '../story';

const meta = { title: 'Sections/LogoGrid', component: LogoGrid } satisfies SectionMeta<'logoGrid'>;
export default meta;

const logo = (name: string) => ({ src: `/images/clients/${name}.svg`, width: 200, height: 80 });

export const Clients: SectionStory<'logoGrid'> = {
  args: {
    type: 'logoGrid',
    title: 'Partner e Clienti',
    intro: 'Enti, imprese e territori che hanno scelto di lavorare con noi.',
    logos: ['comune-di-roccaverde', 'cantine-colle-alto', 'museo-civico-di-valdoria', 'clinica-santa-livia', 'retelink-telecomunicazioni', 'mercato-digitale-spa'].map(logo),
  },
};
