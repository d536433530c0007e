import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { localeOfPath } from '../../schemas/locale';
import { pageCatalogs } from '../i18n/catalogs';
import { flushOutboxWhenIdle } from '../lib/lead/boot';
import { hydrationFailed } from '../lib/early-taps';
import { appRoutes } from './routes';
import { pageLoader } from './load-page';
import { Root } from './Root';
import { installPageHandlers } from './page-handlers';
import { SHELL_IDS } from '../lib/shell-ids';
import { CONTENT_CHANGED } from '../lib/editor/contract';

const container = document.getElementById(SHELL_IDS.root);
if (!container) throw new Error('index.html has no #root to hydrate');
// Aborted at the first navigation: the first page's sections still waiting for their code load then.
const leaving = new AbortController();
const router = createBrowserRouter(appRoutes(pageLoader(leaving.signal)));
router.subscribe((state) => {
  if (state.navigation.state !== 'idle') leaving.abort();
});
installPageHandlers(router);
// Dev server: a page document changed (vite-plugin-content.ts); the visual editor's preview follows its draft.
if (import.meta.hot) import.meta.hot.on(CONTENT_CHANGED, () => window.location.reload());
if (import.meta.env.DEV) void import('./editor-preview').then((m) => m.connectPreview());
const app = (
  <Root>
    <RouterProvider router={router} />
  </Root>
);

/** The first page's loader has run (inline data and strings; section chunks modulepreloaded): render the same tree as the server. */
function initialized(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void initialized().then(() => {
  // Without its language's strings the app cannot render: the prerendered page stays as it is
  // (readable, its links plain links) rather than being replaced by an error.
  if (!pageCatalogs.every((c) => c.has(localeOfPath(window.location.pathname)))) {
    hydrationFailed();
    return;
  }
  // Prerendered pages hydrate; the dev server (no prerender) renders from scratch.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

// E-mail captures that got a non-2xx answer on an earlier visit are re-sent now.
flushOutboxWhenIdle();
