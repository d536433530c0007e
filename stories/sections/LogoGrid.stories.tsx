import { LogoGrid } from '../../src/sections/logoGrid/LogoGrid';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/LogoGrid',
  component: LogoGrid,
  parameters: {
    docs: {
      description: {
        component:
          'A grid of client and partner logos (six per row on desktop, four at the breakpoint, two on a phone). ' +
          'Only the file is configured: it must live in /images/clients/ with a kebab-case name, and the alt text is derived from it (cantine-colle-alto.svg → “Cantine Colle Alto”). Eyebrow and intro are optional. ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'logoGrid'>;
export default meta;

const logo = (name: string) => ({ src: `/images/clients/${name}.svg`, width: 200, height: 80 });

/** Home page: every client, with an intro. */
export const Clients: SectionStory<'logoGrid'> = {
  args: {
    type: 'logoGrid',
    id: 'clienti',
    title: 'Partner e Clienti',
    intro: 'Enti pubblici, imprese e territori che hanno scelto di lavorare con noi.',
    logos: [
      'comune-di-roccaverde',
      'museo-civico-di-valdoria',
      'cantine-colle-alto',
      'retelink-telecomunicazioni',
      'clinica-santa-livia',
      'hotel-belvedere-sul-lago',
      'parco-archeologico-di-velinia',
      'sistemi-integrati-ict-srl',
      'frantoio-dei-colli-sabini',
      'accademia-delle-arti-digitali',
      'rotte-italiane-viaggi',
      'borgo-antico-resort',
      'consorzio-terre-del-tufo',
      'mercato-digitale-spa',
      'pro-loco-di-monteluce',
      'fondazione-alba-formazione',
      'agriturismo-la-quercia-grande',
      'callnet-customer-care',
    ].map(logo),
  },
};

/** A product page: an eyebrow, no intro, one row of the clients that use it. */
export const ProductClients: SectionStory<'logoGrid'> = {
  args: {
    type: 'logoGrid',
    eyebrow: 'Chi lo usa',
    title: 'Luoghi che parlano con RunPlay',
    logos: [
      'museo-civico-di-valdoria',
      'parco-archeologico-di-velinia',
      'consorzio-terre-del-tufo',
      'cantine-colle-alto',
      'pro-loco-di-monteluce',
      'borgo-antico-resort',
    ].map(logo),
  },
};

export const ClientsMobile = at(Clients, 'mobile');
export const ClientsBreakpoint = at(Clients, 'breakpoint');
export const ProductClientsMobile = at(ProductClients, 'mobile');
export const ProductClientsBreakpoint = at(ProductClients, 'breakpoint');
