// ESLint flat config: typescript-eslint strict (type-aware), React hooks, jsx-a11y, and the import
// rules that keep src/ in layers (README "Architecture"). Prettier owns formatting: eslint-config-prettier
// comes last and turns off every stylistic rule.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The layers, each with the layers it may import (besides itself). Anything in src/ not listed here is
 * off limits to them, except the static assets in ASSETS. stories/, tests/, .storybook/ and
 * vite.config.ts sit above all layers and may import anything; no layer imports them.
 */
export const LAYERS = {
  schemas: [],
  'src/i18n': ['schemas'],
  'src/lib': ['src/i18n', 'schemas'],
  'src/ui': ['src/lib', 'src/i18n', 'schemas'],
  'src/shell': ['src/ui', 'src/lib', 'src/i18n', 'schemas'],
  'src/sections': ['src/shell', 'src/ui', 'src/lib', 'src/i18n', 'schemas'],
  'src/render': ['src/sections', 'src/shell', 'src/ui', 'src/lib', 'src/i18n', 'schemas'],
  'src/app': ['src/render', 'src/sections', 'src/shell', 'src/ui', 'src/lib', 'src/i18n', 'schemas'],
  'src/server': ['src/lib', 'src/i18n', 'schemas'],
  // The visual editor (dev only, /_editor): its preview is the site itself, in an iframe.
  'src/editor': ['src/lib', 'src/i18n', 'schemas'],
  'src/build': ['src/server', 'src/lib', 'src/i18n', 'schemas'],
};
const ASSETS = ['src/styles', 'src/public', 'src/assets-src'];
const ABOVE = ['stories', 'tests', '.storybook', 'vite.config.ts', 'deploy'];

/** Code that runs in the browser: no Node built-ins, no jsdom. */
const BROWSER = ['src/i18n', 'src/lib', 'src/ui', 'src/shell', 'src/sections', 'src/render', 'src/app', 'src/editor'];

/** import-x/no-restricted-paths zones for LAYERS, plus one zone per section folder (no section imports another). */
function layerZones() {
  const zones = Object.entries(LAYERS).flatMap(([layer, below]) => {
    const may = [layer, ...below].join(', ');
    const message = `${layer} may import only ${may} (LAYERS in eslint.config.js).`;
    const allowed = [layer, ...below, ...ASSETS].filter((dir) => dir.startsWith('src/'));
    return [
      { target: layer, from: 'src', except: allowed.map((dir) => `./${dir.slice(4)}`), message },
      { target: layer, from: [...ABOVE, 'schemas'].filter((dir) => dir !== layer && !below.includes(dir)), message },
    ];
  });
  const sections = fs
    .readdirSync(path.join(root, 'src/sections'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const name of sections) {
    zones.push({
      target: `src/sections/${name}`,
      from: 'src/sections',
      except: [`./${name}`],
      message: 'A section never imports another section: move what they share down to src/ui or src/lib.',
    });
  }
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      // Scratch space, git-ignored like the build outputs (prettier skips it through .gitignore).
      '.tmp/',
      'dist/',
      'dist-*/',
      'dist-ssr/',
      'storybook-static/',
      'schemas/generated/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.data/',
      'coverage/',
      // Lint fixtures break the rules on purpose; tests/unit/lint-layers.test.ts lints them.
      'tests/lint-fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers read naturally in messages (`${n} items`); other non-strings still need String().
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` and `() => io.disconnect()` are idiomatic callbacks, and so is
      // `return next()` in a middleware declared to return void.
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true },
      ],
      // A leading underscore marks a parameter or binding kept on purpose (a fixture that must run).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Plain JS (this file, tests/run-all.mjs) is outside tsconfig: lint it without types.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // React code; Playwright's fixture `use()` in tests/e2e is not a hook.
    files: ['**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too (import-x reads only .js by default), resolved as tsc does.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      // No file imports itself through a loop (type-only imports are erased and do not count).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // Each layer imports only the layers below it; a section never imports another section.
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones() }],
    },
  },
  {
    files: ['schemas/**', ...BROWSER.map((dir) => `${dir}/**`)],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'jsdom', message: 'jsdom is Node-only: keep it in src/build.' }] },
      ],
    },
  },
  prettier,
);
