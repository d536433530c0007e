import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { Page } from '../../schemas/page';
import { canonicalPath, preparePage, setPage, stringsReady } from './page-store';
import { flushOutboxWhenIdle } from '../lib/lead/boot';
import { rememberServerSections } from '../render/sections-runtime';
import { Root } from './Root';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root to hydrate');
const app = <Root router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;

// The prerendered page carries its own data; its section chunks are modulepreloaded.
const inline = document.getElementById('page-data')?.textContent;
if (inline) setPage(JSON.parse(inline) as Page);

// Kept in case a section's code fails to load: it then shows this HTML instead of vanishing.
const path = canonicalPath(window.location.pathname);
if (path && container.firstElementChild)
  rememberServerSections(path, container.querySelectorAll('.section-frame[data-section]'));

preparePage(window.location.pathname)
  .catch((err: unknown) => console.error('page data could not be loaded', err))
  .finally(() => {
    // Without its language's strings the app cannot render: the prerendered page stays as it is
    // (readable, its links plain links) rather than being replaced by an error.
    if (!stringsReady(window.location.pathname)) return;
    // Prerendered pages hydrate; the dev server (no prerender) renders from scratch.
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });

// E-mail captures that got a non-2xx answer on an earlier visit are re-sent now.
flushOutboxWhenIdle();
