import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { Page } from '../../schemas/page';
import type { Section } from '../../schemas/section';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Seo } from '../shell/Seo';
import { componentOf, definitionOf, type SectionComponents } from './load-sections';

/**
 * One section through its loaded component. A section that throws is isolated: logged, and the rest of the
 * page stays. The same tree is an island's root (app/islands.ts hydrates it on its own).
 */
export function SectionView({
  section,
  component: Component,
  children,
}: {
  section: Section;
  component: ComponentType<Section> | undefined;
  /** Beside the section, inside its boundary: renders when the section does (an island's hydration signal). */
  children?: ReactNode;
}) {
  return (
    <ErrorBoundary name={`section ${section.type}`} fallback={null}>
      <Suspense fallback={null}>
        {Component ? <Component {...section} /> : null}
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}

/** The id prefix of the island at `index`: its own React root must not reuse the page's or another island's ids. */
export const islandPrefix = (index: number): string => `s${index}-`;

interface Props {
  page: Page;
  /** The page's section code (load-sections.ts). */
  sections: SectionComponents;
  /**
   * The prerenderer's HTML of each island (a section whose type needs code in the browser), by index,
   * rendered in a root of its own: the frame carries it with its rule and props, and the browser hydrates
   * it alone (app/islands.ts). Without it (the dev server, Storybook) every section renders here.
   */
  islands?: readonly (string | undefined)[];
}

/**
 * Renders one page document: head tags, then each section through the registry, in a frame the shell's
 * entrance animation reads (data-section, data-expand: shell/motion/start.ts).
 */
export function PageRenderer({ page, sections, islands }: Props) {
  return (
    <>
      <Seo meta={page.meta} path={page.path} />
      {page.sections.map((section, i) => {
        const key = `${section.type}-${section.id ?? i}`;
        const definition = definitionOf(section.type);
        const frame = {
          className: 'section-frame',
          'data-section': section.type,
          'data-expand': definition.expands ? '' : undefined,
        };
        const html = islands?.[i];
        if (html !== undefined)
          return (
            <div
              key={key}
              {...frame}
              data-island={definition.hydrate}
              data-index={i}
              data-props={JSON.stringify(section)}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          );
        return (
          <div key={key} {...frame}>
            <SectionView section={section} component={componentOf(sections, section.type)} />
          </div>
        );
      })}
    </>
  );
}
