import type { Page } from '../../schemas/page';
import { Seo } from '../shell/Seo';
import { componentOf, definitionOf, type SectionComponents } from './load-sections';
import { SectionView } from './SectionView';

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
              data-script={definition.enhance ? '' : undefined}
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
