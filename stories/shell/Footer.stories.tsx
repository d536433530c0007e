import type { Meta, StoryObj } from '@storybook/react-vite';
import { site } from 'virtual:content';
import { expect, within } from 'storybook/test';
import { Footer } from '../../src/shell/Footer';
import { at } from '../story';
import { inEnglish, storySite, storyUi } from '../locale';
import { siteCatalog } from '../../src/i18n/catalogs';

// The Italian edition's menus (site.json; virtual:site-locale/it), as the site loads them before rendering.
const edition = await siteCatalog.load('it');

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  // The footer is its own landmark: no <main> around it. Its copy and links come from site.json.
  parameters: { fullPage: true, json: JSON.stringify({ footer: edition.footer, company: site.company }, null, 2) },
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const ui = storyUi(globals);
    const site = storySite(globals);
    await expect(canvas.getByText(site.footer.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: site.footer.cta.label })).toHaveAttribute(
      'href',
      site.footer.cta.href,
    );
    for (const [name, links] of [
      [ui.footer.menu, site.footer.menu],
      [ui.footer.products, site.footer.productLinks],
    ] as const) {
      const nav = within(canvas.getByRole('navigation', { name }));
      for (const { label, href } of links)
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    // Legal line: current year, company, VAT number, address, e-mail, policies.
    const legal = canvas.getByText(new RegExp(`© ${new Date().getFullYear()} `));
    for (const part of [
      site.company.name,
      site.company.vatId,
      site.company.address.street,
      site.company.address.city,
    ]) {
      await expect(legal).toHaveTextContent(part);
    }
    await expect(canvas.getByRole('link', { name: site.company.email })).toHaveAttribute(
      'href',
      `mailto:${site.company.email}`,
    );
    const policies = within(canvas.getByRole('list', { name: ui.footer.legal }));
    for (const { label, href } of site.footer.legalLinks)
      await expect(policies.getByRole('link', { name: label })).toHaveAttribute('href', href);
    await expect(policies.getByRole('button', { name: ui.consent.manage })).toBeVisible();
  },
};

export const Mobile = at(Default, 'mobile');
export const English: Story = { ...Default, globals: inEnglish(Default.globals), tags: ['!dev', '!autodocs'] };
