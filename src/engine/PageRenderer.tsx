import type { ComponentType } from 'react';
import type { Page } from '../../schemas/page';
import type { Section, SectionOf, SectionType } from '../../schemas/section';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { Reveal } from '../shell/motion/Reveal';
import { Seo } from '../shell/Seo';
import { registry } from './registry';

/** The registry is total over SectionType, so this lookup is type-safe for every member. */
function componentFor<K extends SectionType>(type: K): ComponentType<SectionOf<K>> {
  return registry[type] as ComponentType<SectionOf<K>>;
}

export function SectionView({ section }: { section: Section }) {
  const Component = componentFor(section.type);
  return (
    // A section that throws is isolated: logged, and the rest of the page stays.
    <ErrorBoundary name={`section ${section.type}`} fallback={null}>
      <Component {...section} />
    </ErrorBoundary>
  );
}

/** Section types whose entrance also "expands" (scale) on desktop widths. */
const EXPANDING: ReadonlySet<string> = new Set(['cta', 'leadBanner']);

/** Renders one page document: head tags, then each section through the registry. */
export function PageRenderer({ page }: { page: Page }) {
  return (
    <>
      <Seo meta={page.meta} path={page.path} />
      {page.sections.map((section, i) => (
        <Reveal key={`${section.type}-${section.id ?? i}`} type={section.type} expand={EXPANDING.has(section.type)}>
          <SectionView section={section} />
        </Reveal>
      ))}
    </>
  );
}
