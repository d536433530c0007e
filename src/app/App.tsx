import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router-dom';
import type { PageData } from './page-data';
import { PageRenderer } from '../render/PageRenderer';
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
import { SHELL_IDS } from '../lib/shell-ids';

/** The loader data of the matched page route; none for the 404 page. */
function usePageData(): PageData | null | undefined {
  const matches = useMatches();
  return useRouteLoaderData<PageData | null>(matches[matches.length - 1].id);
}

const noDraft = () => undefined;
/** app/editor-preview.ts fires this on `window` with each draft (it may load after App first renders). */
const DRAFT_EVENT = 'runsite-editor-draft';
const subscribeDraft = (listener: () => void) => {
  window.addEventListener(DRAFT_EVENT, listener);
  return () => window.removeEventListener(DRAFT_EVENT, listener);
};
const draftSnapshot = () => window.runsiteEditorDraft;

/**
 * Dev only: the visual editor's draft (app/editor-preview.ts) instead of the route's page, updated
 * synchronously on every keystroke. Called only under `import.meta.env.DEV`: gone from a build.
 */
function useEditorDraft(data: PageData | null | undefined): PageData | null | undefined {
  return useSyncExternalStore(subscribeDraft, draftSnapshot, noDraft) ?? data;
}

/**
 * The root route: the shell around the current page. The page is drawn here
 * from its loader data, as a plain element: PageTransition can keep the
 * leaving page (and the layout in its language) on screen after the router
 * has moved on.
 */
export function App(): ReactNode {
  const { pathname } = useLocation();
  const routed = usePageData();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- DEV is a build-time constant: the same call on every render, and none in a build
  const data = import.meta.env.DEV ? useEditorDraft(routed) : routed;
  // Marks the page as interactive (tests wait for it; CSS could use it too).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <PageTransition
      id={pathname}
      frame={(shown, page) => (
        <LocaleProvider locale={localeOfPath(shown)}>
          <Layout page={page} />
        </LocaleProvider>
      )}
    >
      <ErrorBoundary key={pathname} name="route" fallback={<ErrorView />}>
        {data ? <PageRenderer page={data.page} sections={data.sections} kept={data.kept} /> : <NotFound />}
      </ErrorBoundary>
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
      <main id={SHELL_IDS.main} tabIndex={-1}>
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
