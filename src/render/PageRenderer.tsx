import { Suspense, type ComponentType } from 'react';
import type { Page } from '../../schemas/page';
import type { Section } from '../../schemas/section';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Reveal } from '../shell/motion/Reveal';
import { Seo } from '../shell/Seo';
import { componentOf, definitionOf, type SectionComponents } from './load-sections';

/**
 * One section through its loaded component. A section that throws is isolated:
 * logged, and the rest of the page stays; it shows its prerendered HTML
 * (`kept`) when there is one (readable, links still work).
 */
export function SectionView({
  section,
  component: Component,
  kept,
}: {
  section: Section;
  component: ComponentType<Section> | undefined;
  kept?: string;
}) {
  return (
    <ErrorBoundary
      name={`section ${section.type}`}
      fallback={kept ? <div className="section-static" dangerouslySetInnerHTML={{ __html: kept }} /> : null}
    >
      {/* A boundary per section: on the first page a section far below the fold keeps its prerendered
          HTML, not yet hydrated, until its code arrives (app/load-page.ts). */}
      <Suspense fallback={null}>{Component ? <Component {...section} /> : null}</Suspense>
    </ErrorBoundary>
  );
}

interface Props {
  page: Page;
  /** The page's section code, loaded by the route loader (load-sections.ts). */
  sections: SectionComponents;
  /** The prerendered HTML of each section, by index (the first page the browser loaded). */
  kept?: readonly string[];
  /** `false` (Storybook) shows every section at once instead of animating those below the fold into view. */
  reveal?: boolean;
}

/** Renders one page document: head tags, then each section through the registry. */
export function PageRenderer({ page, sections, kept, reveal = true }: Props) {
  return (
    <>
      <Seo meta={page.meta} path={page.path} />
      {page.sections.map((section, i) => {
        const key = `${section.type}-${section.id ?? i}`;
        const component = componentOf(sections, section.type);
        return reveal ? (
          // A section whose code failed to load keeps its prerendered HTML.
          <Reveal
            key={key}
            type={section.type}
            expand={definitionOf(section.type).expands === true}
            html={component ? undefined : kept?.[i]}
          >
            <SectionView section={section} component={component} kept={kept?.[i]} />
          </Reveal>
        ) : (
          <div key={key} className="section-frame" data-section={section.type}>
            <SectionView section={section} component={component} />
          </div>
        );
      })}
    </>
  );
}
