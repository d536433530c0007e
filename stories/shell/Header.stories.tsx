import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Header } from '../../src/shell/Header';
import { startHeaderMenu } from '../../src/shell/header-menu';
import { at } from '../story';
import { viewportGlobal } from '../viewports';
import { homeOf } from '../../src/lib/locale';
import { inEnglish, storyLocale, storySite, storyUi } from '../locale';
import { siteCatalog } from '../../src/i18n/catalogs';

// The Italian edition's menus (site.json; virtual:site-locale/it), as the site loads them before rendering.
const edition = await siteCatalog.load('it');

/** The header as the site has it: prerendered markup, and the boot script's menu code (shell/header-menu.ts). */
function SiteHeader() {
  useEffect(() => startHeaderMenu(), []);
  return <Header />;
}

const meta = {
  title: 'Shell/Header',
  component: Header,
  render: () => <SiteHeader />,
  // The header is its own landmark: no <main> around it. Its links and button come from site.json.
  parameters: {
    fullPage: true,
    route: { it: '/', en: '/en' },
    json: JSON.stringify({ header: edition.header }, null, 2),
  },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: viewportGlobal('desktop'),
  play: async ({ canvas, globals }) => {
    const ui = storyUi(globals);
    const site = storySite(globals);
    await expect(window.innerWidth).toBe(1280);
    const nav = canvas.getByRole('navigation', { name: ui.header.mainNav });
    for (const { label, href } of site.header.menu) {
      await expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    // The story's route is the home page: its link is marked as the current page.
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      homeOf(storyLocale(globals)),
    );
    await expect(canvas.getByRole('link', { name: site.header.cta.label })).toHaveAttribute(
      'href',
      site.header.cta.href,
    );
    // The burger and the mobile menu are for small screens only.
    await expect(canvas.queryByRole('button', { name: ui.header.openMenu })).toBeNull();
  },
};

/** SPEC §4: closed by default; the burger opens and closes it, and Escape too; its links are plain links. */
const mobileMenu: Story = {
  play: async ({ canvas, userEvent, step, globals }) => {
    const ui = storyUi(globals);
    const site = storySite(globals);
    await expect(window.innerWidth).toBe(390);
    const burger = canvas.getByRole('button', { name: ui.header.openMenu });
    const menu = () => canvas.queryByRole('navigation', { name: ui.header.mobileNav });
    const open = async () => {
      await userEvent.click(burger);
      await expect(burger).toHaveAccessibleName(ui.header.closeMenu);
      const nav = menu();
      await expect(nav).toBeVisible();
      return within(nav as HTMLElement);
    };
    const expectClosed = async () => {
      await expect(burger).toHaveAccessibleName(ui.header.openMenu);
      await expect(menu()).toBeNull();
    };

    await step('closed by default, desktop navigation hidden', async () => {
      await expectClosed();
      await expect(canvas.queryByRole('navigation', { name: ui.header.mainNav })).toBeNull();
    });
    await step('burger tap opens it with every link and Contattaci', async () => {
      const nav = await open();
      await expect(burger).toHaveAccessibleName(ui.header.closeMenu);
      for (const { label } of site.header.menu) await expect(nav.getByRole('link', { name: label })).toBeVisible();
      await expect(nav.getByRole('link', { name: site.header.cta.label })).toBeVisible();
    });
    await step('burger tap again closes it', async () => {
      await userEvent.click(burger);
      await expectClosed();
    });
    // Its links are plain links: a tap loads the next page, where the menu starts closed (e2e: shell.spec).
    await step('its links are plain links to the pages', async () => {
      const nav = await open();
      for (const { label, href } of site.header.menu)
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
      await userEvent.click(burger);
      await expectClosed();
    });
    await step('Escape closes it and gives focus back to the burger', async () => {
      await open();
      await userEvent.keyboard('{Escape}');
      await expectClosed();
      await expect(burger).toHaveFocus();
    });
  },
};
export const MobileMenu = at(mobileMenu, 'mobile');

// The English header (menus of site.json's locales.en, 'Italian'/'English' switcher) in the story test run.
export const DesktopEnglish: Story = { ...Desktop, globals: inEnglish(Desktop.globals), tags: ['!dev', '!autodocs'] };
export const MobileMenuEnglish: Story = {
  ...MobileMenu,
  globals: inEnglish(MobileMenu.globals),
  tags: ['!dev', '!autodocs'],
};
