import type { Preview } from '@storybook/react-vite';
import { sectionArgTypes } from '../stories/arg-types';
import { sectionSnippet } from '../stories/snippet';
import { VIEWPORTS, viewportGlobal } from '../stories/viewports';
import { inLocale, storyLocale, type PerLocale } from '../stories/locale';
import { chatCatalog, formCatalog, legalCatalog, pageCatalogs } from '../src/i18n/catalogs';
import { LocaleProvider, PathProvider } from '../src/lib/locale';
import '../src/styles/global.css';
import { servePageButtons } from '../src/app/page-handlers';

// "Avvia una chat" buttons are served by the page's one handler, as on the site (there is no bubble here:
// the button does what it does when the chat cannot load).
servePageButtons();

/**
 * Docs pages render every story of a section in one window and must work
 * offline (an e2e test checks that no request leaves the machine). There, a
 * lookup to another host (the media block's oEmbed preview image) fails at
 * once, as it would offline, and the illustration stays. Single stories keep
 * the real fetch, so tests can route those lookups.
 */
let docsOffline = false;
function keepDocsOffline({ viewMode }: { viewMode: string }) {
  if (viewMode !== 'docs' || docsOffline) return;
  docsOffline = true;
  const real = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return url.origin === window.location.origin
      ? real(input, init)
      : Promise.reject(new TypeError('Storybook docs page: no request to another host'));
  };
}

/** Sections render inside the same providers as the site (language, path). */
const preview: Preview = {
  tags: ['autodocs'],
  beforeEach: keepDocsOffline,
  // Toolbar: the language the interface strings (and page stories) are shown in.
  globalTypes: {
    locale: {
      description: "Lingua dell'interfaccia",
      toolbar: {
        title: 'Lingua',
        icon: 'globe',
        items: [
          { value: 'it', title: 'Italiano' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The site loads a page's language before rendering it; stories do the same.
  loaders: [
    ({ globals }) =>
      Promise.all(
        [...pageCatalogs, formCatalog, legalCatalog, chatCatalog].map((c) => c.load(storyLocale(globals))),
      ).then(() => ({})),
  ],
  decorators: [
    (Story, { parameters, globals }) => (
      <LocaleProvider locale={storyLocale(globals)}>
        {/* A page story's path is per language (the document shown): the menus mark it. */}
        <PathProvider path={inLocale(parameters.route as PerLocale | undefined, storyLocale(globals)) ?? '/'}>
          {/* Page stories bring their own <main>; a section sits in one, as on the site. */}
          {parameters.fullPage ? (
            <Story />
          ) : (
            <main id="main">
              <Story />
            </main>
          )}
        </PathProvider>
      </LocaleProvider>
    ),
  ],
  // Section stories: the Controls table lists the section's fields from its schema.
  argTypesEnhancers: [
    ({ argTypes, initialArgs }) =>
      typeof initialArgs.type === 'string' ? { ...argTypes, ...sectionArgTypes(initialArgs.type) } : argTypes,
  ],
  initialGlobals: { ...viewportGlobal('desktop'), locale: 'it' },
  parameters: {
    layout: 'fullscreen',
    options: { storySort: { order: ['Sections', 'Pages', 'Shell', 'Components'] } },
    viewport: { options: VIEWPORTS },
    // Any axe violation fails the story's test in `npm test` (addon-vitest).
    a11y: { test: 'error' },
    docs: {
      // The JSON is the point of the docs page for editors: show it open.
      canvas: { sourceState: 'shown' },
      source: {
        language: 'json',
        // Docs show the JSON that produces the story, not JSX: page stories set
        // `parameters.json` to their file, section stories are their args.
        // A page story's JSON is per language: the file of the document shown.
        transform: (
          _code: string,
          ctx: { args: Record<string, unknown>; globals: Record<string, unknown>; parameters: { json?: PerLocale } },
        ) => inLocale(ctx.parameters.json, storyLocale(ctx.globals)) ?? sectionSnippet(ctx.args),
      },
    },
  },
};
export default preview;
