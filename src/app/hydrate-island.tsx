/** One island's hydration (app/islands.ts loads this, and with it React, with the first island). */
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { localeOfPath } from '../../schemas/locale';
import type { Section } from '../../schemas/section';
import { loadPageStrings } from '../i18n/catalogs';
import { PageContext } from '../lib/locale';
import { islandPrefix, SectionView } from '../render/PageRenderer';
import { componentOf, loadSections } from '../render/load-sections';
import { Root } from './Root';

function Hydrated({ frame, done }: { frame: HTMLElement; done: () => void }) {
  useEffect(() => {
    frame.setAttribute('data-hydrated', '');
    done();
  }, [frame, done]);
  return null;
}

/** Hydrates `frame` with its section's component; resolves once it has (rejects when its code cannot load). */
export async function hydrateIsland(frame: HTMLElement, section: Section, index: number): Promise<void> {
  const path = window.location.pathname;
  const locale = localeOfPath(path);
  const [{ components, failed }] = await Promise.all([loadSections([section], locale), loadPageStrings(locale)]);
  const component = componentOf(components, section.type);
  if (!component || failed.length) throw new Error(`the code of ${section.type} could not be loaded`);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      frame,
      <Root>
        <PageContext path={path}>
          <SectionView section={section} component={component} />
          <Hydrated frame={frame} done={resolve} />
        </PageContext>
      </Root>,
      { identifierPrefix: islandPrefix(index) },
    );
  });
}
