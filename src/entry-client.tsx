/**
 * Boot. The prerendered page is complete HTML: let it paint first, then fetch
 * and hydrate the app after the load event, so scripts never compete with the
 * CSS, font and hero for bandwidth (Lighthouse: LCP with JavaScript within 10%
 * of LCP without). The prerenderer lists this page's app and section chunks in
 * data-modules; they are preloaded together with the app.
 */
import { recordTapsUntilHydrated } from './engine/early-taps';

function start() {
  const modules = document.getElementById('boot')?.dataset.modules?.split(' ').filter(Boolean) ?? [];
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./hydrate');
}

recordTapsUntilHydrated(document);

if (document.readyState === 'complete') start();
else window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(start, 0)), { once: true });
