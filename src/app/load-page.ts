/**
 * The routes' loader in the browser. The page the browser loaded comes with
 * its document inline (#page-data) and its sections prerendered: no request,
 * and a section whose code fails to load keeps that HTML. Any other page is
 * fetched as /_data/<path>.json when the visitor navigates to it. Both load
 * the interface strings of the page's language.
 */
import { createElement, lazy, useContext, useEffect, useState, type ComponentType } from 'react';
import { redirectDocument } from 'react-router-dom';
import { localeOfPath, type Locale } from '../../schemas/locale';
import type { Page } from '../../schemas/page';
import type { Section, SectionType } from '../../schemas/section';
import { holdTaps, HYDRATED_ATTR, releaseTaps } from '../lib/early-taps';
import { SectionFrame } from '../lib/section-frame';
import { whenNear } from '../lib/on-demand';
import { definitionOf, loadSections, type SectionComponents } from '../render/load-sections';
import type { HydrationRule } from '../lib/section-definition';
import { dataUrl, loadPageStrings, type PageData, type PageLoader } from './page-data';
import { SHELL_IDS } from '../lib/shell-ids';

/** Sections further below the fold than this, in viewport heights, hydrate once the visitor scrolls near them. */
const NEAR_VIEWPORTS = 2;

/**
 * Resolves when one of `frames` comes within a viewport of the screen, or when
 * the visitor leaves the page (`leaving`): a section still waiting for its code
 * would hold the navigation's transition (React keeps its dehydrated boundary).
 */
function near(frames: Element[], leaving: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stops.forEach((stop) => stop());
      leaving.removeEventListener('abort', done);
      resolve();
    };
    const stops = frames.map((frame) => whenNear(frame, '100% 0px', done));
    if (leaving.aborted) done();
    else leaving.addEventListener('abort', done);
  });
}

/**
 * The sections of the first page: the code of those near the screen now, and
 * for types only far below the fold a lazy component that loads its code (and
 * strings) when the visitor scrolls near one of them. Until then React keeps
 * the section's prerendered HTML (a dehydrated Suspense boundary, see
 * PageRenderer): readable, and a tap or typing there is kept for hydration.
 */
async function firstSections(page: Page, locale: Locale, leaving: AbortSignal): Promise<SectionComponents> {
  const frames = Array.from(document.querySelectorAll('#root .section-frame[data-section]'));
  const limit = window.innerHeight * NEAR_VIEWPORTS;
  // The frames are the page's sections, in order (a missing one: render as on the server, load now).
  const isNear = (i: number) => i >= frames.length || frames[i].getBoundingClientRect().top < limit;
  const rule = (i: number) => (i >= frames.length ? 'visible' : definitionOf(page.sections[i].type).hydrate);
  // A type that ships no code keeps its prerendered HTML (PageRenderer): never loaded here.
  const now = page.sections.filter((_, i) => rule(i) === 'visible' && isNear(i));
  const { components } = await loadSections(now, locale);
  // Near sections hydrate with the app, but each in a pass of its own (a Suspense boundary): a tap or a
  // submit there waits for its section, not only for the app (a submit React is not handling yet would be
  // the browser's own POST). A type whose code failed keeps its HTML, and a submit there goes out natively.
  const all = new Map<SectionType, unknown>();
  for (const [type, code] of components) all.set(type, releasingTaps(code as ComponentType<Section>));
  page.sections.forEach((section, i) => {
    if (rule(i) === 'visible' && isNear(i) && i < frames.length && components.has(section.type)) holdTaps(frames[i]);
  });
  // The other types with code: each loads at its moment (far below the fold: when near; idle; first interaction).
  const nearTypes = new Set(now.map((s) => s.type));
  const later = new Map<SectionType, Element[]>();
  page.sections.forEach((section, i) => {
    if (nearTypes.has(section.type) || rule(i) === 'none') return;
    later.set(section.type, [...(later.get(section.type) ?? []), frames[i]]);
  });
  for (const [type, typeFrames] of later) {
    typeFrames.forEach(holdTaps);
    const component = lazy(async () => {
      await hydrationMoment(definitionOf(type).hydrate, typeFrames, leaving);
      const loaded = await loadSections([{ type }], locale);
      const code = loaded.components.get(type);
      if (!code) {
        // Its prerendered HTML stays (PageRenderer): taps kept there have nothing to replay on.
        for (const frame of typeFrames) releaseTaps(frame, false);
        throw new Error(`the code of ${type} could not be loaded`);
      }
      return { default: releasingTaps(code as ComponentType<Section>) };
    });
    all.set(type, component);
  }
  return all;
}

/** Resolves at the moment `rule` names for one of `frames`, or when the visitor leaves the page. */
export function hydrationMoment(rule: HydrationRule, frames: Element[], leaving: AbortSignal): Promise<void> {
  if (rule === 'visible' || rule === 'none') return near(frames, leaving);
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const done = () => {
      stops.forEach((stop) => stop());
      resolve();
    };
    leaving.addEventListener('abort', done, { once: true });
    stops.push(() => leaving.removeEventListener('abort', done));
    if (leaving.aborted) return done();
    if (rule === 'idle') {
      // Safari has no requestIdleCallback: a timer after the load does the same job there.
      if ('requestIdleCallback' in window) {
        const idle = window.requestIdleCallback(done, { timeout: 4000 });
        stops.push(() => window.cancelIdleCallback(idle));
      } else {
        const timer = setTimeout(done, 1500);
        stops.push(() => clearTimeout(timer));
      }
      return;
    }
    // 'interaction': the first pointer, focus or key inside one of its frames (held taps replay after).
    // Listened for on the document: hydration may give the frames new nodes.
    const types = new Set(frames.map((f) => f.getAttribute('data-section')));
    const inFrame = (event: Event) => {
      const frame = event.target instanceof Element ? event.target.closest('.section-frame[data-section]') : null;
      if (frame && types.has(frame.getAttribute('data-section'))) done();
    };
    for (const type of ['pointerdown', 'focusin', 'keydown'] as const) {
      document.addEventListener(type, inFrame, { capture: true, passive: true });
      stops.push(() => document.removeEventListener(type, inFrame, { capture: true }));
    }
  });
}

/**
 * `Code`, replaying the taps and submits its frame kept (lib/early-taps.ts)
 * once it has hydrated and settled: the render after hydration, where the
 * section's own effects (a form taking over what was typed) have landed. A
 * submit replayed in the hydration's effects would still see the empty form.
 */
function releasingTaps(Code: ComponentType<Section>): ComponentType<Section> {
  return function Hydrated(props: Section) {
    const frame = useContext(SectionFrame);
    const [settled, setSettled] = useState(false);
    // Batched with the state the section's effects set after hydrating: one render with both.
    useEffect(() => setSettled(true), []);
    useEffect(() => {
      if (settled && frame?.current) releaseTaps(frame.current, true);
    }, [settled, frame]);
    return createElement(Code, props);
  };
}

/** The prerendered page, read once before hydration (App marks the document hydrated). */
function prerendered(path: string): { page: Page; kept: string[] } | undefined {
  if (document.documentElement.hasAttribute(HYDRATED_ATTR)) return undefined;
  const inline = document.querySelector(`script#${SHELL_IDS.pageData}[type="application/json"]`)?.textContent;
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

/** The browser's loader; `leaving` aborts when the visitor first navigates away from the page they loaded. */
export const pageLoader = (leaving: AbortSignal): PageLoader =>
  async function loadPage(path, request): Promise<PageData | null | Response> {
    const url = new URL(request.url);
    const locale = localeOfPath(url.pathname);
    const strings = loadPageStrings(locale);
    const first = path === undefined ? undefined : prerendered(path);
    if (first) {
      // A failed section chunk keeps its prerendered HTML (PageRenderer).
      // The strings settle first even when they fail: hydrate.tsx then leaves the prerendered page as it is.
      const [loaded, sections] = await Promise.all([
        strings.then(
          () => true,
          () => false,
        ),
        firstSections(first.page, locale, leaving),
      ]);
      if (!loaded) console.error(`the interface strings of ${locale} could not be loaded`);
      return { ...first, sections };
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
