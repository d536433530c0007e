/**
 * Dev only (loaded behind `import.meta.env.DEV`, so never in a build): a site
 * page opened as `?editor-preview` inside the visual editor (/_editor) shows
 * the document the editor sends it, through the real router, shell and
 * section components, and a click on a section selects it in the editor
 * instead of following the link.
 */
import type { Page } from '../../schemas/page';
import { PREVIEW_PAGE, PREVIEW_QUERY, PREVIEW_READY, PREVIEW_SCROLL, PREVIEW_SELECT } from '../lib/editor/contract';

let draft: Page | undefined;

export const previewing = (): boolean =>
  window.parent !== window && new URLSearchParams(window.location.search).has(PREVIEW_QUERY);

/** The editor's document, when this page is its preview and it has sent one. */
export function draftPage(): Page | undefined {
  return previewing() ? draft : undefined;
}

export function connectPreview(revalidate: () => unknown): void {
  if (!previewing()) return;
  // The consent banner would cover the page being edited (the choice is the visitor's, not the editor's).
  const style = document.createElement('style');
  style.textContent = '.consent-banner { display: none !important; }';
  document.head.append(style);
  window.addEventListener('message', (event: MessageEvent<{ type?: string; page?: Page; index?: number }>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    if (event.data.type === PREVIEW_SCROLL && typeof event.data.index === 'number') {
      const frames = Array.from(document.querySelectorAll('#root .section-frame[data-section]'));
      frames.at(event.data.index)?.scrollIntoView({ block: 'start' });
      return;
    }
    if (event.data.type !== PREVIEW_PAGE || !event.data.page) return;
    draft = event.data.page;
    void revalidate();
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
