import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Root } from './Root';

const container = document.getElementById('root')!;
const app = <Root router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;

// Prerendered pages hydrate; the dev server (no prerender) renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
