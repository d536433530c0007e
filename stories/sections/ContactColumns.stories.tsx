import { expect, within } from 'storybook/test';
import { site } from 'virtual:content';
import { ContactColumns } from '../../src/sections/contactColumns/ContactColumns';
import { siteValues } from '../../src/lib/site-values';
import { at, type SectionMeta, type SectionStory } from '../story';
import { storyUi } from '../locale';

const meta = {
  title: 'Sections/ContactColumns',
  component: ContactColumns,
  parameters: {
    docs: {
      description: {
        component:
          'Up to four columns of labelled links: e-mail, address, pages of the site or external sites. Write the tokens `{email}` (link `mailto:{email}`) and `{address}` (link `{mapUrl}`) to use the company e-mail and address from site.json, so they are kept in one place; `_blank` opens the link in a new tab and says so to screen readers. Paste the JSON of a story into the `sections` array of a page document in pages-config/.',
      },
    },
  },
} satisfies SectionMeta<'contactColumns'>;
export default meta;

/** The contact page: company details from site.json and the three products. */
export const Contacts: SectionStory<'contactColumns'> = {
  args: {
    type: 'contactColumns',
    id: 'recapiti',
    title: 'Scrivici o vieni a trovarci',
    intro: 'Rispondiamo alle e-mail entro un giorno lavorativo.',
    columns: [
      {
        title: 'Recapiti',
        items: [
          { title: 'E-mail', text: '{email}', href: 'mailto:{email}', target: '_blank' },
          { title: 'Sede', text: '{address}', href: '{mapUrl}', target: '_blank' },
        ],
      },
      {
        title: 'I nostri prodotti',
        items: [
          { title: 'Audioguide intelligenti', text: 'RunPlay', href: '/prodotti/runplay', target: '_self' },
          { title: 'Chatbot AI', text: 'RunTip', href: '/prodotti/runtip', target: '_self' },
          { title: 'Centralino AI', text: 'RunVoice', href: '/prodotti/runvoice', target: '_self' },
        ],
      },
    ],
  },
  play: async ({ canvas, step, globals }) => {
    const ui = storyUi(globals);
    await step('the tokens show the e-mail and address from site.json', async () => {
      const recapiti = within(canvas.getByRole('list', { name: 'Recapiti' }));
      const values = siteValues(site);
      for (const [text, href] of [
        [values.email, `mailto:${values.email}`],
        [values.address, values.mapUrl],
      ]) {
        await expect(recapiti.getByRole('link', { name: `${text} ${ui.contactColumns.newTab}` })).toHaveAttribute(
          'href',
          href,
        );
      }
    });

    await step('_blank links open safely in a new tab and say so', async () => {
      for (const link of within(canvas.getByRole('list', { name: 'Recapiti' })).getAllByRole('link')) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(expect.stringContaining(ui.contactColumns.newTab));
      }
    });

    await step('internal pages open in the same tab', async () => {
      const runplay = canvas.getByRole('link', { name: 'RunPlay' });
      await expect(runplay).toHaveAttribute('href', '/prodotti/runplay');
      await expect(runplay).not.toHaveAttribute('target');
    });
  },
};

/** The maximum of four columns, with an external map link and the link text written out. */
export const FourColumns: SectionStory<'contactColumns'> = {
  args: {
    type: 'contactColumns',
    title: 'Tutto quello che ti serve per contattarci',
    columns: [
      {
        title: 'Scrivici',
        items: [{ title: 'Progetti e preventivi', text: '{email}', href: 'mailto:{email}', target: '_self' }],
      },
      {
        title: 'Vieni a trovarci',
        items: [
          { title: 'Sede', text: '{address}', href: '{mapUrl}', target: '_blank' },
          {
            title: 'Come arrivare',
            text: 'Apri la mappa di Roma',
            href: 'https://www.openstreetmap.org/search?query=Roma',
            target: '_blank',
          },
        ],
      },
      {
        title: 'Soluzioni',
        items: [
          { title: 'Turismo e cultura', text: 'Soluzioni per il turismo', href: '/soluzioni/turismo', target: '_self' },
        ],
      },
      {
        title: 'Chi siamo',
        items: [
          { title: 'Il team', text: 'Conosci il team', href: '/chi-siamo', target: '_self' },
          { title: 'Prodotti', text: 'Tutti i prodotti', href: '/prodotti', target: '_self' },
        ],
      },
    ],
  },
};

export const ContactsMobile = at(Contacts, 'mobile');
export const ContactsBreakpoint = at(Contacts, 'breakpoint');
export const FourColumnsMobile = at(FourColumns, 'mobile');
export const FourColumnsBreakpoint = at(FourColumns, 'breakpoint');
