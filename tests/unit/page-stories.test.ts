import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DIR, loadContent } from '../../src/build/content';
import * as stories from '../../stories/pages/Pages.stories';

interface PageStory {
  parameters: { fullPage?: boolean; route?: string; json?: string };
}

const pageStories = Object.entries(stories)
  .filter(([name]) => name !== 'default')
  .map(([name, story]) => ({ name, ...(story as PageStory).parameters }));

const documents = loadContent().pages;

describe('page stories', () => {
  it('are one per page document (a new page needs its story)', () => {
    const routes = pageStories.map((s) => s.route).sort();
    expect(routes).toEqual(documents.map((p) => p.path).sort());
  });

  it.each(pageStories)('$name shows the whole page and the exact text of its file', ({ route, json, fullPage }) => {
    expect(fullPage).toBe(true);
    const file = fs
      .readdirSync(CONFIG_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => fs.readFileSync(path.join(CONFIG_DIR, f), 'utf8'))
      .find((raw) => (JSON.parse(raw) as { path?: string }).path === route);
    expect(file).toBeDefined();
    expect(json).toBe(file);
  });
});
