/**
 * React for the parts of the shell that need it only once the visitor asks (the chat panel, the cookie
 * preferences, the toasts): imported dynamically, so React reaches a page with the first of them or with an
 * island (app/islands.ts), never with the page itself.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { localeOfPath } from '../../schemas/locale';
import { loadPageStrings } from '../i18n/catalogs';
import { PageContext } from './locale';

export interface Mounted {
  unmount(): void;
}

/** The page's language and path around `node`, as the prerenderer rendered the page. */
function pageContext(node: ReactNode, path = window.location.pathname): ReactNode {
  return (
    <StrictMode>
      <PageContext path={path}>{node}</PageContext>
    </StrictMode>
  );
}

/** A new React root in an element at the end of <body>, rendering `node` once the page's strings are here. */
export async function mountOnDemand(node: ReactNode): Promise<Mounted> {
  await loadPageStrings(localeOfPath(window.location.pathname));
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  root.render(pageContext(node));
  return {
    unmount: () => {
      root.unmount();
      el.remove();
    },
  };
}
