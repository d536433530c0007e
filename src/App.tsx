import { useLayoutEffect, type ReactNode } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { pageRoutes } from './engine/routes';
import { ErrorBoundary, ErrorView } from './shell/ErrorBoundary';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { NotFound } from './shell/NotFound';
import { Toasts } from './shell/Toasts';
import { ui } from './i18n/it';
import './styles/global.css';

// useLayoutEffect warns during server rendering; effects never run there anyway.
const useIsoLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/** Instant scroll to the top on every route change (not on hash-only changes). */
function ScrollReset() {
  const { pathname } = useLocation();
  useIsoLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

function Layout() {
  const { pathname } = useLocation();
  return (
    <Toasts>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <ScrollReset />
      <Header />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname} name="route" fallback={<ErrorView />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
    </Toasts>
  );
}

export function App(): ReactNode {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pageRoutes()}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
