import { StrictMode, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { App } from './App';

/** Providers shared by the client and the prerenderer; the router is passed in. */
export function Root({ router }: { router: (app: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <HelmetProvider>{router(<App />)}</HelmetProvider>
    </StrictMode>
  );
}
