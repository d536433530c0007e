import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { Section } from '../../schemas/section';
import { ErrorBoundary } from '../ui/ErrorBoundary';

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
