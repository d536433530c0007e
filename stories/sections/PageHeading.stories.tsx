import { PageHeading } from '../../src/sections/pageHeading/PageHeading';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/PageHeading',
  component: PageHeading,
  parameters: {
    docs: {
      description: {
        component:
          'A bare page that only names itself, for a route that exists before its content is ready. ' +
          'Its title is the page’s h1, so use it without a hero; the short text underneath is optional. ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'pageHeading'>;
export default meta;

/** The Soluzioni page as it is today: the title alone. */
export const TitleOnly: SectionStory<'pageHeading'> = { args: { type: 'pageHeading', title: 'Soluzioni' } };

/** With a line that tells the visitor what is coming and where to go meanwhile. */
export const WithText: SectionStory<'pageHeading'> = {
  args: {
    type: 'pageHeading',
    title: 'Casi di studio',
    text: 'Stiamo raccogliendo i progetti realizzati con enti, musei e aziende: la pagina sarà online a breve. Nel frattempo scrivici per ricevere gli esempi più vicini al tuo settore.',
  },
};

export const TitleOnlyMobile = at(TitleOnly, 'mobile');
export const TitleOnlyBreakpoint = at(TitleOnly, 'breakpoint');
export const WithTextMobile = at(WithText, 'mobile');
export const WithTextBreakpoint = at(WithText, 'breakpoint');
