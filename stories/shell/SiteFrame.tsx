import type { ReactNode } from 'react';
import { useUi } from '../../src/lib/locale';
import { Footer } from '../../src/shell/Footer';
import { Header } from '../../src/shell/Header';

/**
 * The site's shell as App renders it (skip link, header, <main id="main">,
 * footer), without the parts that need the network or animate the page
 * (smooth scroll, page transitions, toasts, chat bubble, cookie consent).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const ui = useUi();
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
