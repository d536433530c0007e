/** One island's hydration (app/islands.ts loads this, and with it React, with the first island). */
import { startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { localeOfPath } from '../../schemas/locale';
import type { Section } from '../../schemas/section';
import { loadPageStrings } from '../i18n/catalogs';
import { PrerenderedSection } from '../lib/prerendered';
import { PageContext } from '../lib/locale';
import { islandPrefix, SectionView } from '../render/SectionView';
import { componentOf, loadSections } from '../render/load-sections';
import { Root } from './Root';

/**
 * Tells the island it has hydrated and settled: the render after hydration, where the section's own effects
 * (a form taking over what was typed before) have landed. The state set here is batched with theirs, so
 * the second effect runs after one render with both; a submit held until now sees what was typed.
 */
function Hydrated({ frame, done }: { frame: HTMLElement; done: () => void }) {
  const [settled, setSettled] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one render after hydration, on purpose (above)
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (!settled) return;
    frame.setAttribute('data-hydrated', '');
    done();
  }, [settled, frame, done]);
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
    // In a transition: the hydration is time-sliced (yields to the page every few ms) instead of one long
    // task; a tap, key or submit on the island meanwhile makes React hydrate it at once (and replays it).
    startTransition(() => {
      hydrateRoot(
        frame,
        <Root>
          <PageContext path={path}>
            {/* Inside the section's Suspense boundary: its effects run once the section itself has hydrated
              (a boundary hydrates after the root's own commit). */}
            <PrerenderedSection>
              <SectionView section={section} component={component}>
                <Hydrated frame={frame} done={resolve} />
              </SectionView>
            </PrerenderedSection>
          </PageContext>
        </Root>,
        { identifierPrefix: islandPrefix(index) },
      );
    });
  });
}
