import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { sectionArgTypes } from '../stories/arg-types';
import { sectionSnippet } from '../stories/snippet';
import { VIEWPORTS, viewportGlobal } from '../stories/viewports';
import { locales, type Locale } from '../schemas/locale';
import { formCatalog, legalCatalog, pageCatalogs } from '../src/i18n/catalogs';
import { LocaleProvider } from '../src/lib/locale';
import '../src/styles/global.css';

const localeOf = (globals: Record<string, unknown>): Locale => locales.find((l) => l === globals.locale) ?? 'it';

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

/** Sections render inside the same providers as the site (router). */
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
      Promise.all([...pageCatalogs, formCatalog, legalCatalog].map((c) => c.load(localeOf(globals)))).then(() => ({})),
  ],
  decorators: [
    (Story, { parameters, globals }) => (
      <LocaleProvider locale={localeOf(globals)}>
        <MemoryRouter initialEntries={[parameters.route ?? '/']}>
          {/* Page stories bring their own <main>; a section sits in one, as on the site. */}
          {parameters.fullPage ? (
            <Story />
          ) : (
            <main id="main">
              <Story />
            </main>
          )}
        </MemoryRouter>
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
        transform: (_code: string, ctx: { args: Record<string, unknown>; parameters: { json?: string } }) =>
          ctx.parameters.json ?? sectionSnippet(ctx.args),
      },
    },
  },
};
export default preview;
