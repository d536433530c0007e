import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { routes } from 'virtual:routes';
import { pages } from 'virtual:pages';
import type { Locale } from '../../schemas/locale';
import type { Page } from '../../schemas/page';
import { PageRenderer } from '../../src/render/PageRenderer';
import { loadSections, type SectionComponents } from '../../src/render/load-sections';
import { storyLocale, storyUi } from '../locale';
import { SiteFrame } from '../shell/SiteFrame';

/** Raw text of every page document, Italian and English, by its path (site.json has none). */
const files = import.meta.glob<string>(['../../pages-config/*.json', '../../pages-config/en/*.json'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
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
          "Each story renders one document from pages-config/ with the site's header and footer; the code panel shows the file. The toolbar's language switch shows the English translation (pages-config/en/, same file name) instead.",
      },
    },
  },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * One Italian page document (validated and sanitised by the content plugin),
 * named by its route, and its translations: the story shows the one in the
 * toolbar's language (the engine's pairing: `alternates` of virtual:content),
 * the Italian one when that language has none.
 */
function pageStory(path: string): Story {
  const alternates = routes.find((r) => r.path === path)?.alternates;
  if (!alternates) throw new Error(`no document in pages-config/ has path "${path}"`);
  const byLocale = Object.fromEntries(
    Object.entries(alternates).flatMap(([locale, p]) => {
      const page = pages.find((d) => d.path === p);
      return page ? [[locale, page]] : [];
    }),
  ) as Partial<Record<Locale, Page>>;
  const shown = (globals: Record<string, unknown>): Page => {
    const page = byLocale[storyLocale(globals)] ?? byLocale.it;
    if (!page) throw new Error(`"${path}" is not an Italian page`);
    return page;
  };
  const perLocale = <T,>(value: (page: Page) => T) =>
    Object.fromEntries(Object.entries(byLocale).map(([locale, page]) => [locale, value(page)]));
  return {
    // Sections are lazy chunks: the site loads a page's sections (and their strings) before rendering it.
    loaders: [
      async ({ globals }) => ({
        sections: (await loadSections(shown(globals).sections, shown(globals).locale)).components,
      }),
    ],
    // The page's path and the code panel follow the language shown (see .storybook/preview.tsx).
    parameters: {
      fullPage: true,
      route: perLocale((p) => p.path),
      json: perLocale((p) => fileByPath.get(p.path)),
    },
    // The scroll-in animation is the boot script's (not run here): every section is visible to the designer and to axe.
    render: (_args, { globals, loaded }) => (
      <SiteFrame>
        <PageRenderer page={shown(globals)} sections={loaded.sections as SectionComponents} />
      </SiteFrame>
    ),
    // A section that throws renders nothing (ErrorBoundary): every one must show.
    play: async ({ canvas, canvasElement, globals }) => {
      const page = shown(globals);
      // LocaleProvider sets <html lang> in an effect, which may run just after the first paint.
      await waitFor(() => expect(document.documentElement.lang).toBe(page.locale));
      await expect(canvas.getByRole('navigation', { name: storyUi(globals).header.mainNav })).toBeVisible();
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
