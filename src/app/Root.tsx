import { StrictMode, type ReactNode } from 'react';

/** Providers shared by the prerenderer and the browser, around the page and around each island. */
export function Root({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
