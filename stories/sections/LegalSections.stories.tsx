import { expect } from 'storybook/test';
import { LegalSections } from '../../src/sections/legalSections/LegalSections';
import { at, type SectionMeta, type SectionStory } from '../story';

const meta = {
  title: 'Sections/LegalSections',
  component: LegalSections,
  parameters: {
    docs: {
      description: {
        component:
          'A whole legal page: title (the page’s h1, so use no hero with it), last update, a table of contents and the sections of the chosen document. ' +
          'The text is not written in the page document: `document` names a bundled text (`privacy` or `cookie`), and company name, VAT number, address and e-mail come from site.json. ' +
          'Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'legalSections'>;
export default meta;

/** Every table-of-contents entry leads to a section heading with the same text. */
const tocMatchesSections: NonNullable<SectionStory<'legalSections'>['play']> = async ({ canvas, canvasElement }) => {
  const toc = canvas.getByRole('navigation', { name: 'In questa pagina' });
  const links = Array.from(toc.querySelectorAll('a'));
  await expect(links.length).toBeGreaterThan(1);
  for (const link of links) {
    const target = canvasElement.querySelector(link.getAttribute('href') ?? '');
    await expect(target?.querySelector('h2')).toHaveTextContent(link.textContent);
  }
};

export const Privacy: SectionStory<'legalSections'> = {
  args: { type: 'legalSections', document: 'privacy' },
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await tocMatchesSections(context);
  },
};

/** The cookie policy ends with a button that reopens the cookie preferences. */
export const Cookie: SectionStory<'legalSections'> = {
  args: { type: 'legalSections', document: 'cookie' },
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: 'Apri il pannello dei cookie' })).toBeVisible();
    await tocMatchesSections(context);
  },
};

export const PrivacyMobile = at(Privacy, 'mobile');
export const PrivacyBreakpoint = at(Privacy, 'breakpoint');
export const CookieMobile = at(Cookie, 'mobile');
export const CookieBreakpoint = at(Cookie, 'breakpoint');
