import { TagList } from '../../src/sections/tagList/TagList';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/TagList',
  component: TagList,
  parameters: {
    docs: {
      description: {
        component:
          'A titled list of short labels shown as chips, for example the markets or sectors the company serves. ' +
          'Eyebrow and intro are optional; the chips wrap onto as many lines as needed. ' +
          'A chip written as `{ "label", "href" }` links to that page. ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'tagList'>;
export default meta;

/** Home page: eyebrow, intro and the full list of markets; the tourism chip links to its solutions page. */
export const Markets: SectionStory<'tagList'> = {
  args: {
    type: 'tagList',
    id: 'mercati',
    eyebrow: 'Mercati',
    title: 'I settori in cui lavoriamo',
    intro:
      'Portiamo le stesse tecnologie in contesti molto diversi, adattandole alle regole e alle persone di ciascuno.',
    tags: [
      'Telco & System Integrator',
      'Pubbliche Amministrazioni',
      { label: 'Turismo & Itinerari', href: '/soluzioni/turismo' },
      'Hub turistici privati',
      'Enogastronomia',
      'Formazione & Education',
      'Sanità privata',
      'Customer Care B2B & B2C',
      'E-commerce Travel & Marketplace',
      'Hospitality & Strutture ricettive',
    ],
  },
};

/** Title and chips only. */
export const TitleOnly: SectionStory<'tagList'> = {
  args: {
    type: 'tagList',
    title: 'Si collega ai sistemi che usi già',
    tags: [
      'CRM',
      'Helpdesk',
      'Calendari condivisi',
      'Gestione ordini',
      'Centralini VoIP',
      'Basi documentali',
      'API REST',
    ],
  },
};

export const MarketsMobile = at(Markets, 'mobile');
export const MarketsBreakpoint = at(Markets, 'breakpoint');
export const TitleOnlyMobile = at(TitleOnly, 'mobile');
export const TitleOnlyBreakpoint = at(TitleOnly, 'breakpoint');
