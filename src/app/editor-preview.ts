/**
 * Dev only (loaded behind `import.meta.env.DEV`, so never in a build): a site
 * page opened as `?editor-preview` inside the visual editor (/_editor) shows
 * the document the editor posts to it, through the real shell and section
 * components, on every keystroke; a click on a section selects it in the
 * editor instead of following the link.
 */
import type { Page } from '../../schemas/page';
import { PREVIEW_PAGE, PREVIEW_QUERY, PREVIEW_READY, PREVIEW_SCROLL, PREVIEW_SELECT } from '../lib/editor/contract';
import { layOutAllSections } from '../lib/scroll';

export const previewing = (): boolean =>
  window.parent !== window && new URLSearchParams(window.location.search).has(PREVIEW_QUERY);

/** `show` renders a page document in place of the page (app/dev-render.tsx); drafts are shown in order. */
export function connectPreview(show: (page: Page) => Promise<void>): void {
  if (!previewing()) return;
  let queue = Promise.resolve();
  const next = (page: Page) => {
    queue = queue
      .then(() => show(page))
      .catch((err: unknown) => console.error('preview: the draft could not be shown', err));
  };

  // The consent banner would cover the page being edited (the choice is the visitor's, not the editor's).
  const style = document.createElement('style');
  style.textContent = '.consent-banner { display: none !important; }';
  document.head.append(style);
  window.addEventListener('message', (event: MessageEvent<{ type?: string; page?: Page; index?: number }>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    if (event.data.type === PREVIEW_SCROLL && typeof event.data.index === 'number') {
      const frames = Array.from(document.querySelectorAll('#root .section-frame[data-section]'));
      layOutAllSections();
      frames.at(event.data.index)?.scrollIntoView({ block: 'start' });
      return;
    }
    if (event.data.type === PREVIEW_PAGE && event.data.page) next(event.data.page);
  });
  document.addEventListener(
    'click',
    (event) => {
      const frame = (event.target instanceof Element ? event.target : null)?.closest(
        '#root .section-frame[data-section]',
      );
      if (!frame) return;
      event.preventDefault();
      event.stopPropagation();
      const index = Array.from(document.querySelectorAll('#root .section-frame[data-section]')).indexOf(frame);
      window.parent.postMessage({ type: PREVIEW_SELECT, index }, window.location.origin);
    },
    true,
  );
  window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
}
