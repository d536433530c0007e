import type { Page } from '../../schemas/page';
import type { Section } from '../../schemas/section';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { Reveal } from '../shell/motion/Reveal';
import { Seo } from '../shell/Seo';
import { loadedComponent } from './sections-runtime';

/** A page's sections are loaded before it renders (preparePage / preloadAllSections). */
function Missing({ type }: { type: string }): null {
  throw new Error(`section "${type}" was rendered before its code was loaded`);
}

export function SectionView({ section }: { section: Section }) {
  const Component = loadedComponent(section.type);
  return (
    // A section that throws is isolated: logged, and the rest of the page stays.
    <ErrorBoundary name={`section ${section.type}`} fallback={null}>
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
        return reveal ? (
          <Reveal key={key} type={section.type} expand={EXPANDING.has(section.type)}>
            <SectionView section={section} />
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
