/**
 * Dev server only (imported behind `import.meta.env.DEV`, so never in a build): the dev server does not
 * prerender, so the page is rendered here in the browser, whole, from its document (served by
 * vite-plugin-content.ts), before the boot script adds the shell's behaviour. Every section is live React
 * here; islands are a build's matter. A page document that changes reloads the page; inside the visual
 * editor the page shows the editor's draft (./editor-preview.ts).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { localeOfPath } from '../../schemas/locale';
import type { Page } from '../../schemas/page';
import { loadPageStrings } from '../i18n/catalogs';
import { CONTENT_CHANGED } from '../lib/editor/contract';
import { routeOf } from '../lib/routes';
import { SHELL_IDS } from '../lib/shell-ids';
import { loadSections } from '../render/load-sections';
import { Document } from './Document';
import { Root } from './Root';

async function fetchPage(path: string): Promise<Page | undefined> {
  const canonical = routeOf(path)?.path;
  if (!canonical) return undefined;
  const res = await fetch(`/_data${canonical === '/' ? '/index' : canonical}.json`);
  return res.ok ? ((await res.json()) as Page) : undefined;
}

export async function renderInDev(): Promise<void> {
  const container = document.getElementById(SHELL_IDS.root);
  if (!container) throw new Error('index.html has no #root');
  const path = window.location.pathname;
  const locale = localeOfPath(path);
  const [page] = await Promise.all([fetchPage(path), loadPageStrings(locale)]);
  const root = createRoot(container);
  const show = async (shown: Page | undefined) => {
    const { components } = shown ? await loadSections(shown.sections, shown.locale) : { components: new Map() };
    flushSync(() =>
      root.render(
        <Root>
          <Document path={shown?.path ?? path} page={shown} sections={components} />
        </Root>,
      ),
    );
  };
  await show(page);
  if (import.meta.hot) import.meta.hot.on(CONTENT_CHANGED, () => window.location.reload());
  const { connectPreview } = await import('./editor-preview');
  connectPreview((draft) => show(draft));
}
