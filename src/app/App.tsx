import { useEffect, type ReactNode } from 'react';
import { Route, Routes, type Location } from 'react-router-dom';
import { pageRoutes } from './routes';
import { preparePage } from './page-store';
import { ErrorBoundary, ErrorView } from '../ui/ErrorBoundary';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { NotFound } from '../shell/NotFound';
import { PageTransition } from '../shell/motion/PageTransition';
import { ScrollVars } from '../shell/motion/ScrollVars';
import { SmoothScroll } from '../shell/motion/SmoothScroll';
import { ToastArea } from '../shell/Toasts';
import { ChatBubble } from '../shell/chat/ChatBubble';
import { ChatUnavailable } from '../shell/chat/ChatUnavailable';
import { Consent } from '../shell/consent/Consent';
import '../styles/global.css';
import { LocaleProvider, useUi } from '../lib/locale';
import { localeOfPath } from '../../schemas/locale';

function Pages({ location }: { location: Location }) {
  return (
    <ErrorBoundary key={location.pathname} name="route" fallback={<ErrorView />}>
      <Routes location={location}>
        {pageRoutes()}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ErrorBoundary>
  );
}

export function App(): ReactNode {
  // Marks the page as interactive (tests wait for it; CSS could use it too).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <PageTransition
      prepare={preparePage}
      frame={(shown, page) => (
        <LocaleProvider locale={localeOfPath(shown.pathname)}>
          <Layout page={page} />
        </LocaleProvider>
      )}
    >
      {(location) => <Pages location={location} />}
    </PageTransition>
  );
}

/** Header, the page, footer and the lazily loaded parts, in the language of the page shown. */
function Layout({ page }: { page: ReactNode }) {
  const ui = useUi();
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <SmoothScroll />
      <ScrollVars />
      <Header />
      <main id="main" tabIndex={-1}>
        {page}
      </main>
      <Footer />
      {/* Each lazily loaded part fails alone: the page stays, the control says so or hides. */}
      <ErrorBoundary name="toasts" fallback={null}>
        <ToastArea />
      </ErrorBoundary>
      <ErrorBoundary name="chat" fallback={<ChatUnavailable />}>
        <ChatBubble />
      </ErrorBoundary>
      <ErrorBoundary name="consent" fallback={null}>
        <Consent />
      </ErrorBoundary>
    </>
  );
}
