// @vitest-environment node
/**
 * Issue 16 point 2: each section's definition (src/sections/<type>/definition.ts)
 * is the one place that names its code. The prerenderer finds the chunk to
 * preload by its module in Vite's manifest (sectionModule, by convention): it
 * must be the module `load` imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionTypes } from '../../schemas/section';
import { registry } from '../../src/render/registry';
import { definitionOf } from '../../src/render/load-sections';
import { scriptModule, sectionModule } from '../../src/lib/section-definition';

describe('section registry', () => {
  it.each(sectionTypes)('%s: sections/<type>/<Type>.tsx is the file whose component `load` returns', async (type) => {
    const definition = registry[type];
    const file = path.resolve('src', sectionModule(type));
    expect(fs.existsSync(file), file).toBe(true);
    const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    expect(Object.values(exports)).toContain(await definition.load());
  });

  // The prerenderer preloads a script by the same convention (scriptModule); a script's island never loads React.
  it.each(sectionTypes.filter((type) => definitionOf(type).enhance))(
    '%s: sections/<type>/enhance.ts is the script `enhance` returns',
    async (type) => {
      const file = path.resolve('src', scriptModule(type));
      expect(fs.existsSync(file), file).toBe(true);
      const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      expect(Object.values(exports)).toContain(await definitionOf(type).enhance?.());
    },
  );

  it('only cta and the lead banner expand into view on desktop', () => {
    const expanding = sectionTypes.filter((type) => 'expands' in registry[type] && registry[type].expands);
    expect(expanding.sort()).toEqual(['cta', 'leadBanner']);
  });
});
