// @vitest-environment node
/** `npm run bench:scale` builds its roots from the real content: at a small size they must validate (both editions). */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { formatError, loadContent } from '../../src/build/content';
import { makeScaleRoot } from '../../src/build/scale-root';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

it('a scale root of 40 pages validates, with the English edition and the copies', () => {
  const root = makeScaleRoot(path.resolve('.'), 40);
  roots.push(root);
  const content = loadContent(root);
  expect(content.errors.map(formatError)).toEqual([]);
  expect(content.pages).toHaveLength(40);
  expect(content.pages.some((p) => p.path.startsWith('/en/'))).toBe(true);
  expect(content.pages.some((p) => p.path.startsWith('/scala-'))).toBe(true);
});

it('refuses a size smaller than the real pages', () => {
  expect(() => makeScaleRoot(path.resolve('.'), 5)).toThrow(/N must be at least/);
});
