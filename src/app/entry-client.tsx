/**
 * Boot. The prerendered page is complete HTML: let it paint first, then fetch
 * and hydrate the app after the load event, so scripts never compete with the
 * CSS, font and hero for bandwidth (Lighthouse: LCP with JavaScript within 10%
 * of LCP without). The prerenderer lists this page's app and section chunks in
 * data-modules; they are preloaded together with the app.
 */
import { hydrationFailed, recordTapsUntilHydrated } from '../lib/early-taps';
import { SHELL_IDS } from '../lib/shell-ids';

const RELOADED_AT = 'runsite:reloaded-for-new-deploy';
/** A second reload within this time would be a loop: the page then stays as it is. */
const RELOAD_GUARD_MS = 60_000;

/**
 * A lazily loaded chunk failed (Vite raises vite:preloadError). If its file
 * is gone (404/410: a new deploy renamed the chunks), reload once to get the
 * new HTML and chunks. Offline or blocked (no answer) there is nothing to
 * gain: the part that needed the chunk handles the failure on its own.
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
window.addEventListener('vite:preloadError', onPreloadError);

function start() {
  const modules = document.getElementById(SHELL_IDS.boot)?.dataset.modules?.split(' ').filter(Boolean) ?? [];
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // Without the app the page still works as it does without JavaScript: held submits go out natively.
  import('./hydrate').catch(hydrationFailed);
}

recordTapsUntilHydrated(document);

if (document.readyState === 'complete') start();
else window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(start, 0)), { once: true });
