import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { NotFound } from '../../src/shell/NotFound';
import { at } from '../story';
import { SiteFrame } from './SiteFrame';
import { homeOf } from '../../src/lib/locale';
import { inEnglish, storyLocale, storyUi } from '../locale';

const meta = {
  title: 'Shell/NotFound',
  component: NotFound,
  render: () => (
    <SiteFrame>
      <NotFound />
    </SiteFrame>
  ),
  parameters: {
    fullPage: true,
    // Under /en/ the English not-found page (the toolbar's language).
    route: { it: '/pagina-che-non-esiste', en: '/en/page-that-does-not-exist' },
    // No document drives this page (its copy is in src/i18n/it.ts): no JSON to show.
    docs: {
      canvas: { sourceState: 'none' },
      description: { component: 'What any unknown address shows (SPEC §8), with the site’s header and footer.' },
    },
  },
} satisfies Meta<typeof NotFound>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const ui = storyUi(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `${ui.notFound.headingTop} ${ui.notFound.headingBottom}` }),
    ).toBeVisible();
    await expect(canvas.getByText(ui.notFound.text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ui.notFound.back })).toHaveAttribute(
      'href',
      homeOf(storyLocale(globals)),
    );
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${ui.notFound.title}\\b`)));
  },
};

export const Mobile = at(Default, 'mobile');
export const English: Story = { ...Default, globals: inEnglish(Default.globals), tags: ['!dev', '!autodocs'] };
