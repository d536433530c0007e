import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/build/content';
import * as stories from '../../stories/pages/Pages.stories';
import * as english from '../../stories/pages/PagesEnglish.stories';
import { resolvePaths } from '../../src/build/paths';
import type { Locale } from '../../schemas/locale';

const { contentRoot, configDir } = resolvePaths();

type PerLocale = Partial<Record<Locale, string>>;
interface PageStory {
  parameters: { fullPage?: boolean; route?: PerLocale; json?: PerLocale };
}

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => ({ name, story: story as PageStory, ...(story as PageStory).parameters }));
/** The stories people open (the toolbar picks the language), and the same ones run in English by the story tests. */
const pageStories = storiesOf(stories);
const englishRuns = storiesOf(english);

const documents = loadContent(contentRoot).pages;
const docsIn = (locale: Locale) => documents.filter((p) => p.locale === locale);

/** The file of each document, by path: pages-config/x.json and its translation pages-config/en/x.json. */
const fileOf = new Map(
  [configDir, path.join(configDir, 'en')].flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'site.json')
      .map((f) => {
        const raw = fs.readFileSync(path.join(dir, f), 'utf8');
        return [(JSON.parse(raw) as { path: string }).path, { name: f, raw }] as const;
      }),
  ),
);

describe('page stories', () => {
  it('are one per Italian page document (a new page needs its story)', () => {
    expect(docsIn('it').length).toBeGreaterThan(0);
    expect(pageStories.map((s) => s.route?.it).sort()).toEqual(
      docsIn('it')
        .map((p) => p.path)
        .sort(),
    );
  });

  it('show each English document as the counterpart of exactly one Italian page (same file name)', () => {
    expect(docsIn('en').length).toBeGreaterThan(0);
    const shown = pageStories.flatMap((s) => s.route?.en ?? []);
    expect(shown.sort()).toEqual(
      docsIn('en')
        .map((p) => p.path)
        .sort(),
    );
    for (const { name, route } of pageStories) {
      const { it: italian, en } = route ?? {};
      if (italian && en) expect(fileOf.get(en)?.name, name).toBe(fileOf.get(italian)?.name);
    }
  });

  it('each run again in English in the story test run (the same stories, English globals, hidden from people)', () => {
    expect(english.default.globals).toEqual({ locale: 'en' });
    expect(english.default.tags).toEqual(['!dev', '!autodocs']);
    expect(englishRuns.map((s) => s.name)).toEqual(pageStories.map((s) => s.name));
    for (const run of englishRuns) expect(run.story).toBe(pageStories.find((s) => s.name === run.name)?.story);
  });

  it.each(pageStories)('$name shows the whole page and the exact text of its file, per language', (story) => {
    const { fullPage, route = {}, json = {} } = story;
    expect(fullPage).toBe(true);
    expect(Object.keys(json).sort()).toEqual(Object.keys(route).sort());
    for (const [locale, shown] of Object.entries(route)) {
      const file = fileOf.get(shown);
      expect(file, `${locale}: ${shown}`).toBeDefined();
      expect(json[locale as Locale]).toBe(file?.raw);
    }
  });
});
