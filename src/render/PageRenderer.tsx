import type { Page } from '../../schemas/page';
import type { Section } from '../../schemas/section';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Reveal } from '../shell/motion/Reveal';
import { Seo } from '../shell/Seo';
import { loadedComponent, serverSectionHtml } from './sections-runtime';

/** A page's sections are loaded before it renders (preparePage / preloadAllSections). */
function Missing({ type }: { type: string }): null {
  throw new Error(`section "${type}" was rendered before its code was loaded`);
}

export function SectionView({ section, path, index }: { section: Section; path?: string; index?: number }) {
  const Component = loadedComponent(section.type);
  const html = path !== undefined && index !== undefined ? serverSectionHtml(path, index) : undefined;
  return (
    // A section that throws or whose code failed to load is isolated: logged, and the rest of the
    // page stays; it keeps its prerendered HTML when there is one (readable, links still work).
    <ErrorBoundary name={`section ${section.type}`} fallback={html ? <div className="section-static" dangerouslySetInnerHTML={{ __html: html }} /> : null}>
      {Component ? <Component {...section} /> : <Missing type={section.type} />}
    </ErrorBoundary>
  );
}

/** Section types whose entrance also "expands" (scale) on desktop widths. */
const EXPANDING: ReadonlySet<string> = new Set(['cta', 'leadBanner']);

/**
 * Renders one page document: head tags, then each section through the registry.
 * `reveal={false}` (Storybook) shows every section at once instead of animating
 * those below the fold into view.
 */
export function PageRenderer({ page, reveal = true }: { page: Page; reveal?: boolean }) {
  return (
    <>
      <Seo meta={page.meta} path={page.path} />
      {page.sections.map((section, i) => {
        const key = `${section.type}-${section.id ?? i}`;
        // A section whose code failed to load keeps its prerendered HTML (see hydrate.tsx).
        const kept = loadedComponent(section.type) ? undefined : serverSectionHtml(page.path, i);
        return reveal ? (
          <Reveal key={key} type={section.type} expand={EXPANDING.has(section.type)} html={kept}>
            <SectionView section={section} path={page.path} index={i} />
          </Reveal>
        ) : (
          <div key={key} className="section-frame" data-section={section.type}>
            <SectionView section={section} />
          </div>
        );
      })}
    </>
  );
}
