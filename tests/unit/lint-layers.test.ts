// @vitest-environment node
/**
 * The layer rules of eslint.config.js fire: an import that goes up a layer, a section importing another
 * section, Node code in the browser or in schemas/, and a file cycle all fail `npm run lint`, while the
 * imports the layering allows pass. The table below is the contract (README, "Architecture"), written
 * out independently of the config so a wrong config is caught.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Each layer and the layers it may import. */
const MAY_IMPORT: Record<string, string[]> = {
  schemas: [],
  'src/i18n': ['schemas'],
  'src/lib': ['src/i18n', 'schemas'],
  'src/ui': ['src/lib', 'src/i18n', 'schemas'],
  'src/shell': ['src/ui', 'src/lib', 'src/i18n', 'schemas'],
  'src/sections': ['src/shell', 'src/ui', 'src/lib', 'src/i18n', 'schemas'],
  'src/render': ['src/sections', 'src/shell', 'src/ui', 'src/lib', 'src/i18n', 'schemas'],
  'src/app': ['src/render', 'src/sections', 'src/shell', 'src/ui', 'src/lib', 'src/i18n', 'schemas'],
  'src/server': ['src/lib', 'src/i18n', 'schemas'],
  'src/build': ['src/server', 'src/lib', 'src/i18n', 'schemas'],
};
const LAYERS = Object.keys(MAY_IMPORT);

/** The first TypeScript module under `dir` (a real file, so the import resolves). */
function moduleIn(dir: string): string {
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  const file = entries.find((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'));
  if (file) return path.join(dir, file.name);
  for (const sub of entries.filter((e) => e.isDirectory())) {
    const found = moduleIn(path.join(dir, sub.name));
    if (found) return found;
  }
  return '';
}

/** A probe file in `layer` (it need not exist: its text is linted in memory). */
const probeIn = (layer: string) => (layer === 'src/sections' ? 'src/sections/hero/probe.ts' : `${layer}/probe.ts`);

function specifier(from: string, target: string): string {
  const rel = path.relative(path.dirname(from), target).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

// The first lint loads the config, the plugins and the resolver: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let eslint: ESLint;
beforeAll(async () => {
  // Types are not needed for import rules, and the probe files are not on disk for the type checker.
  eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  await eslint.lintText('', { filePath: path.join(root, 'src/lib/probe.ts') });
}, 120_000);

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const pairs = (allowed: boolean) =>
  LAYERS.flatMap((from) =>
    LAYERS.filter((to) => to !== from && MAY_IMPORT[from].includes(to) === allowed).map((to) => [from, to] as const),
  );

describe('layers', () => {
  it.each(pairs(false))('%s may not import %s', async (from, to) => {
    const probe = probeIn(from);
    const ids = await ruleIds(probe, `import '${specifier(probe, moduleIn(to))}';\n`);
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it.each(pairs(true))('%s may import %s', async (from, to) => {
    const probe = probeIn(from);
    const ids = await ruleIds(probe, `import '${specifier(probe, moduleIn(to))}';\n`);
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it.each(LAYERS)('%s may not import tests/ or stories/', async (from) => {
    const probe = probeIn(from);
    for (const above of ['tests/e2e/fixtures.ts', moduleIn('stories')]) {
      expect(await ruleIds(probe, `import '${specifier(probe, above)}';\n`)).toContain('import-x/no-restricted-paths');
    }
  });

  it('a section imports its own files but never another section', async () => {
    const own = moduleIn('src/sections/hero');
    const other = moduleIn('src/sections/accordion');
    const probe = 'src/sections/hero/probe.ts';
    expect(await ruleIds(probe, `import '${specifier(probe, own)}';\n`)).not.toContain('import-x/no-restricted-paths');
    expect(await ruleIds(probe, `import '${specifier(probe, other)}';\n`)).toContain('import-x/no-restricted-paths');
  });

  it('schemas and browser code import no Node built-in and no jsdom; the server may', async () => {
    expect(await ruleIds('schemas/probe.ts', `import 'node:fs';\n`)).toContain('import-x/no-nodejs-modules');
    expect(await ruleIds('schemas/probe.ts', `import 'jsdom';\n`)).toContain('no-restricted-imports');
    expect(await ruleIds('src/lib/probe.ts', `import 'node:path';\n`)).toContain('import-x/no-nodejs-modules');
    expect(await ruleIds('src/build/probe.ts', `import 'node:path';\n`)).toEqual([]);
  });
});

it('a two-file cycle is an error', async () => {
  const noIgnore = new ESLint({ cwd: root, ignore: false, overrideConfig: tseslint.configs.disableTypeChecked });
  const results = await noIgnore.lintFiles(['tests/lint-fixtures/cycle/a.ts', 'tests/lint-fixtures/cycle/b.ts']);
  for (const result of results) {
    expect(result.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    expect(result.errorCount).toBe(1);
  }
  expect(results).toHaveLength(2);
});
