/**
 * Dev only (loaded behind `import.meta.env.DEV`, so never in a build): a site
 * page opened as `?editor-preview` inside the visual editor (/_editor) shows
 * the document the editor posts to it, through the real shell and section
 * components, on every keystroke; a click on a section selects it in the
 * editor instead of following the link.
 */
import type { Page } from '../../schemas/page';
import { PREVIEW_PAGE, PREVIEW_QUERY, PREVIEW_READY, PREVIEW_SCROLL, PREVIEW_SELECT } from '../lib/editor/contract';
import type { SectionType } from '../../schemas/section';
import { loadSections } from '../render/load-sections';
import { loadPageStrings, type PageData } from './page-data';

declare global {
  interface Window {
    /** What App shows instead of its route's page (App.tsx reads it with useSyncExternalStore). */
    runsiteEditorDraft?: PageData;
  }
}

export const previewing = (): boolean =>
  window.parent !== window && new URLSearchParams(window.location.search).has(PREVIEW_QUERY);

export function connectPreview(): void {
  if (!previewing()) return;
  const components = new Map<SectionType, unknown>();
  // Drafts arrive faster than a new section type's code: each is shown once its code is here, in order.
  let queue = Promise.resolve();
  const show = (page: Page) => {
    const ready = page.sections.every((s) => components.has(s.type));
    const publish = () => {
      window.runsiteEditorDraft = { page, sections: new Map(components) };
      window.dispatchEvent(new Event('runsite-editor-draft'));
    };
    if (ready) {
      queue = queue.then(publish);
      return;
    }
    queue = queue.then(async () => {
      await loadPageStrings(page.locale);
      const loaded = await loadSections(page.sections, page.locale);
      loaded.components.forEach((code, type) => components.set(type, code));
      publish();
    });
  };

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
    if (event.data.type === PREVIEW_PAGE && event.data.page) show(event.data.page);
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
