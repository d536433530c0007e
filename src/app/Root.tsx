import { StrictMode, type ReactNode } from 'react';

/** Providers shared by the client and the prerenderer, around the router. */
export function Root({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
