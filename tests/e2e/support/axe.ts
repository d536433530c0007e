/** Runs axe-core (the engine Storybook's a11y addon uses) in a page, without another dependency. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { settled } from './settle';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** Violations of every rule axe runs by default, each with the selectors of the nodes that fail it. */
/** `iframes: false` leaves frames out (the editor's preview is the site, checked on its own). */
export async function axeViolations(
  page: Page,
  scope?: Locator,
  { iframes = true }: { iframes?: boolean } = {},
): Promise<AxeViolation[]> {
  // axe measures contrast on what is painted: colours are final once entrance transitions have ended.
  await settled(page);
  // Evaluated through the DevTools protocol: the site's CSP refuses an injected <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const handle = scope ? await scope.elementHandle() : null;
  return page.evaluate(
    async ([el, withFrames]) => {
      type Result = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
      const axe = (
        window as unknown as { axe: { run: (ctx: Element | Document, o: { iframes: boolean }) => Promise<Result> } }
      ).axe;
      const result = await axe.run(el ?? document, { iframes: withFrames });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    [handle, iframes] as const,
  );
}
