/**
 * The boot script, on every page: no React, no route table. The prerendered page is complete HTML; this
 * adds the shell's behaviour (page-wide buttons, the header's menu label, scroll variables, smooth scroll,
 * entrance animations, the chat bubble, cookie consent, toasts) and starts the page's islands after the
 * load event, so their code never competes with the CSS, font and hero for bandwidth. The prerenderer lists
 * the chunks of the islands on the first screens in data-modules; they are preloaded then.
 */
import './styles';
import { flushOutboxWhenIdle } from '../lib/lead/boot';
import { SHELL_IDS } from '../lib/shell-ids';
import { setToastArea } from '../lib/toast';
import { startChat } from '../shell/chat/start';
import { startConsent } from '../shell/consent/consent';
import { startHeaderMenu } from '../shell/header-menu';
import { startReveal, startScrollVars, startSmoothScroll } from '../shell/motion/start';
import { startIslands } from './islands';
import { installPageHandlers } from './page-handlers';

/** The performance mark the boot sets once the shell's handlers are in place. */
export const BOOTED_MARK = 'runsite:booted';
const RELOADED_AT = 'runsite:reloaded-for-new-deploy';
/** A second reload within this time would be a loop: the page then stays as it is. */
const RELOAD_GUARD_MS = 60_000;

/**
 * A lazily loaded chunk failed (Vite raises vite:preloadError). If its file is gone (404/410: a new deploy
 * renamed the chunks), reload once to get the new HTML and chunks. Offline or blocked (no answer) there is
 * nothing to gain: the part that needed the chunk handles the failure on its own.
 */
function onPreloadError(event: Event) {
  const url = /https?:\/\/[^\s'"]+/.exec(String((event as Event & { payload?: unknown }).payload))?.[0];
  if (!url) return;
  fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
    (res) => {
      if (res.status !== 404 && res.status !== 410) return;
      try {
        if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < RELOAD_GUARD_MS) return;
        sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      } catch {
        return; // no storage, no guard against a loop: better not to reload at all
      }
      window.location.reload();
    },
    () => undefined,
  );
}

/** The code of the islands on the first screens, fetched in parallel with the boot's own imports. */
function preloadFirstIslands() {
  const modules = document.getElementById(SHELL_IDS.boot)?.dataset.modules?.split(' ').filter(Boolean) ?? [];
  // One insertion into <head>, not one per module.
  const links = document.createDocumentFragment();
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

function afterLoad() {
  preloadFirstIslands();
  // The islands in a task of their own (they measure the page): two short tasks, not one long one on a slow phone.
  setTimeout(afterPreload, 0);
}

function afterPreload() {
  // Marks the page as settled once the islands near the screen have hydrated, or failed and kept their
  // HTML (tests wait for it; each island that hydrated carries data-hydrated itself).
  void startIslands().then(() => document.documentElement.setAttribute('data-hydrated', ''));
  // Cookie consent once the page is idle: it never delays the first paint. A failed chunk leaves no banner
  // and no analytics (nothing is set without consent).
  const consent = () =>
    void startConsent().catch((err: unknown) => console.warn('cookie consent could not load:', err));
  if ('requestIdleCallback' in window) window.requestIdleCallback(consent, { timeout: 2000 });
  else globalThis.setTimeout(consent, 800);
  // E-mail captures that got a non-2xx answer on an earlier visit are re-sent now.
  flushOutboxWhenIdle();
}

export function boot(): void {
  window.addEventListener('vite:preloadError', onPreloadError);
  installPageHandlers();
  startHeaderMenu();
  startScrollVars();
  startSmoothScroll();
  startReveal();
  startChat();
  // The shell works from here on: the window between the first paint and this mark is the only one in
  // which a tap on the chat bubble does nothing (tests/e2e/before-hydration.spec.ts measures it).
  performance.mark(BOOTED_MARK);
  // Fetched at the first toast, and again at the next one if it failed.
  setToastArea(() => import('../shell/Toasts').then((m) => m.mountToasts()));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(afterLoad, 0)), { once: true });
}

// The dev server does not prerender: it renders the page in the browser first (app/dev-render.tsx).
if (import.meta.env.DEV && !document.getElementById(SHELL_IDS.root)?.firstElementChild)
  void import('./dev-render').then((m) => m.renderInDev()).then(boot);
else boot();
