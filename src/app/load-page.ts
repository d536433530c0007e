/**
 * The routes' loader in the browser. The page the browser loaded comes with
 * its document inline (#page-data) and its sections prerendered: no request,
 * and a section whose code fails to load keeps that HTML. Any other page is
 * fetched as /_data/<path>.json when the visitor navigates to it. Both load
 * the interface strings of the page's language.
 */
import { redirectDocument } from 'react-router-dom';
import { localeOfPath } from '../../schemas/locale';
import type { Page } from '../../schemas/page';
import { HYDRATED_ATTR } from '../lib/early-taps';
import { loadSections } from '../render/load-sections';
import { dataUrl, loadPageStrings, type PageData, type PageLoader } from './page-data';

/** The prerendered page, read once before hydration (App marks the document hydrated). */
function prerendered(path: string): { page: Page; kept: string[] } | undefined {
  if (document.documentElement.hasAttribute(HYDRATED_ATTR)) return undefined;
  const inline = document.getElementById('page-data')?.textContent;
  const page = inline ? (JSON.parse(inline) as Page) : undefined;
  if (page?.path !== path) return undefined;
  const frames = document.querySelectorAll('#root .section-frame[data-section]');
  return { page, kept: Array.from(frames, (frame) => frame.innerHTML) };
}

async function fetchPage(path: string, signal: AbortSignal): Promise<Page> {
  const res = await fetch(dataUrl(path), { signal });
  if (!res.ok) throw new Error(`page data ${dataUrl(path)}: HTTP ${res.status}`);
  return (await res.json()) as Page;
}

export const loadPage: PageLoader = async (path, request): Promise<PageData | null | Response> => {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const strings = loadPageStrings(locale);
  const first = path === undefined ? undefined : prerendered(path);
  if (first) {
    // A failed section chunk keeps its prerendered HTML (PageRenderer).
    const [, { components }] = await Promise.all([strings, loadSections(first.page.sections, locale)]);
    return { ...first, sections: components };
  }
  try {
    if (path === undefined) {
      await strings;
      return null;
    }
    const [, page] = await Promise.all([strings, fetchPage(path, request.signal)]);
    const { components, failed } = await loadSections(page.sections, locale);
    if (failed.length) throw new Error(`the code of ${failed.join(', ')} could not be loaded`);
    return { page, sections: components };
  } catch (err) {
    if (request.signal.aborted) throw err;
    // A new deploy or a flaky network: rather than a page with sections missing
    // or an error, the browser loads the prerendered page itself.
    console.error(`page ${url.pathname} could not be loaded`, err);
    return redirectDocument(url.pathname + url.search + url.hash);
  }
};
