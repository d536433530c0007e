import type { ReactNode } from 'react';
import type { Page } from '../../schemas/page';
import { PageRenderer } from '../render/PageRenderer';
import type { SectionComponents } from '../render/load-sections';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { NotFound } from '../shell/NotFound';
import { ChatBubble } from '../shell/chat/ChatBubble';
import { BannerTemplate } from '../shell/consent/Banner';
import '../styles/global.css';
import { PageContext, useUi } from '../lib/locale';
import { SHELL_IDS } from '../lib/shell-ids';

export interface DocumentProps {
  /** The URL's path (a document's path or one of its aliases). */
  path: string;
  /** The page at that path; none for the 404 page. */
  page?: Page;
  sections: SectionComponents;
  /** The prerendered HTML of the page's islands, by section index (PageRenderer). */
  islands?: readonly (string | undefined)[];
}

/**
 * One page of the site inside the shell, in its language: what the prerenderer writes. In the browser only
 * its islands hydrate (app/islands.ts); the shell's behaviour is small scripts (app/entry-client.ts).
 */
export function Document({ path, page, sections, islands }: DocumentProps): ReactNode {
  return (
    <PageContext path={path}>
      <Layout>{page ? <PageRenderer page={page} sections={sections} islands={islands} /> : <NotFound />}</Layout>
    </PageContext>
  );
}

// The shell's parts take no props: made once, React passes them by when a page re-renders with the same
// path and language (the visual editor's preview re-renders the page on every keystroke).
const header = <Header />;
const footer = <Footer />;
const bubble = <ChatBubble />;
const banner = <BannerTemplate />;

/** The page between the skip link, header and footer: the shell every page and every page story has. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const ui = useUi();
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      {header}
      <main id={SHELL_IDS.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </>
  );
}

/** The frame with the chat bubble and the cookie banner's template (the boot script brings both to life). */
function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteFrame>{children}</SiteFrame>
      {bubble}
      {banner}
    </>
  );
}
