// @vitest-environment node
/**
 * Issue 25 point 7: the editor writes a page in the files' one form (schema key order, `$schema` first,
 * Prettier, trailing newline), and every page document is kept in that form, so a save shows only what
 * changed. `npm run format:pages` puts a hand-edited file back in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DIR, DATA_DIR, SITE_FILE } from '../../src/build/content';
import { listJsonFiles } from '../../src/build/content-files';
import { editorSchema } from '../../src/build/editor/api';
import { formatPage } from '../../src/build/editor/format';
import { edit, redo, start, undo } from '../../src/editor/history';
import { defaultFor, setAt } from '../../src/editor/values';

const pageFiles = listJsonFiles(path.resolve(CONFIG_DIR)).filter(
  (f) => path.basename(f) !== SITE_FILE && !f.split(path.sep).includes(DATA_DIR),
);

describe('page documents on disk', () => {
  it.each(pageFiles.map((f) => [path.relative(process.cwd(), f)]))(
    '%s is in the editor’s form (npm run format:pages)',
    async (file) => {
      const text = fs.readFileSync(file, 'utf8');
      expect(await formatPage(JSON.parse(text))).toBe(text);
    },
  );

  it('a reordered document comes back in schema order, $schema first', async () => {
    const text = await formatPage({
      sections: [{ title: 'Ciao', type: 'pageHeading' }],
      meta: { description: 'd', title: 't' },
      path: '/x',
      $schema: '../schemas/generated/page.schema.json',
    });
    expect(text.indexOf('"$schema"')).toBeLessThan(text.indexOf('"path"'));
    expect(text.indexOf('"path"')).toBeLessThan(text.indexOf('"meta"'));
    expect(text.indexOf('"type"')).toBeLessThan(text.indexOf('"title": "Ciao"'));
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe('the editor’s schema and edits', () => {
  it('tags links, assets and rich text for their pickers', () => {
    const text = JSON.stringify(editorSchema());
    for (const kind of ['link', 'asset', 'richText']) expect(text).toContain(`"x-tag":"${kind}"`);
  });

  it('gives a new value every required field, and removes a cleared optional one', () => {
    const hero = editorSchema().properties?.sections.items?.oneOf?.find((o) => o.properties?.type.const === 'hero');
    expect(defaultFor(hero ?? {})).toMatchObject({ type: 'hero', title: '' });
    expect(setAt({ a: 1, b: { c: 2 } }, ['b', 'c'], undefined)).toEqual({ a: 1, b: {} });
  });

  it('undoes and redoes every edit, one step per field typed into within a second', () => {
    let h = start('a');
    h = edit(h, 'ab', 'title', 0);
    h = edit(h, 'abc', 'title', 500);
    h = edit(h, 'abcd', 'text', 600);
    expect(h.past).toEqual(['a', 'abc']);
    h = undo(h);
    expect(h.present).toBe('abc');
    h = undo(h);
    expect(h.present).toBe('a');
    h = redo(h);
    expect(h.present).toBe('abc');
  });
});
