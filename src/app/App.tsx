import { useEffect, type ReactNode } from 'react';
import { Route, Routes, type Location } from 'react-router-dom';
import { pageRoutes } from './routes';
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
import { ui } from '../i18n/it';
import '../styles/global.css';

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
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <SmoothScroll />
      <ScrollVars />
      <Header />
      <main id="main" tabIndex={-1}>
        <PageTransition>{(location) => <Pages location={location} />}</PageTransition>
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
