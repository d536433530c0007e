import { localeOfPath } from '../../schemas/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pages } from 'virtual:pages';
import { PageRenderer } from '../../src/render/PageRenderer';
import { loadSections, type SectionComponents } from '../../src/render/load-sections';
import { ui } from '../../src/i18n/it';
import { SiteFrame } from '../shell/SiteFrame';

/** Raw text of every page document, by its path (site.json has none). */
const files = import.meta.glob<string>('../../pages-config/*.json', { query: '?raw', import: 'default', eager: true });
const fileByPath = new Map(
  Object.values(files).flatMap((raw) => {
    const { path } = JSON.parse(raw) as { path?: unknown };
    return typeof path === 'string' ? [[path, raw] as const] : [];
  }),
);

const meta = {
  title: 'Pages',
  parameters: {
    docs: {
      // Each page in its own frame, as in a browser tab: its sticky header and ids stay its own.
      story: { inline: false, height: '900px' },
      description: {
        component:
          "Each story renders one document from pages-config/ with the site's header and footer; the code panel shows the file.",
      },
    },
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** One page document (validated and sanitised by the content plugin), named by its route. */
function pageStory(path: string): Story {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`no document in pages-config/ has path "${path}"`);
  return {
    // Sections are lazy chunks: the site loads a page's sections before rendering it.
    loaders: [async () => ({ sections: (await loadSections(page.sections, localeOfPath(page.path))).components })],
    parameters: { fullPage: true, route: path, json: fileByPath.get(path) },
    // Without the scroll-in animation: every section is visible to the designer and to axe.
    render: (_args, { loaded }) => (
      <SiteFrame>
        <PageRenderer page={page} sections={loaded.sections as SectionComponents} reveal={false} />
      </SiteFrame>
    ),
    // A section that throws renders nothing (ErrorBoundary): every one must show.
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('navigation', { name: ui.header.mainNav })).toBeVisible();
      await expect(canvas.getByRole('contentinfo')).toBeVisible();
      const frames = [...canvasElement.querySelectorAll('#main > .section-frame')];
      await expect(frames.map((f) => f.getAttribute('data-section'))).toEqual(page.sections.map((s) => s.type));
      for (const frame of frames) await expect(frame.firstElementChild).toBeVisible();
    },
  };
}

export const Home = pageStory('/');
export const ChiSiamo = pageStory('/chi-siamo');
export const Prodotti = pageStory('/prodotti');
export const RunPlay = pageStory('/prodotti/runplay');
export const RunTip = pageStory('/prodotti/runtip');
export const RunVoice = pageStory('/prodotti/runvoice');
export const Soluzioni = pageStory('/soluzioni');
export const SoluzioniTurismo = pageStory('/soluzioni/turismo');
export const Contatti = pageStory('/contatti');
export const PrivacyPolicy = pageStory('/privacy-policy');
export const CookiePolicy = pageStory('/cookie-policy');
