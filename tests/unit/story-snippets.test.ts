// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError, loadContent } from '../../src/build/content';
import { sectionSnippet } from '../../stories/snippet';
import { page } from './fixtures';
import { sectionStories as stories } from './section-stories';

/** In-page anchors ("#demo") a snippet links to: the page it is pasted into must have those sections. */
function anchorsIn(json: string): string[] {
  return [...new Set([...json.matchAll(/"href": "#([^"]+)"/g)].map((m) => m[1]))];
}

/**
 * The real site plus one page per story: the story's docs snippet, pasted as
 * text, followed by a stand-in section for each in-page anchor it links to.
 */
function siteWithSnippets(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-snippets-'));
  fs.cpSync(path.resolve('pages-config'), path.join(root, 'pages-config'), { recursive: true });
  fs.mkdirSync(path.join(root, 'src'));
  fs.symlinkSync(path.resolve('src/public'), path.join(root, 'src/public'));
  for (const { id, args } of stories) {
    const slug = id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const snippet = sectionSnippet(args);
    const targets = anchorsIn(snippet).map((id) => ({ type: 'hero', id, title: `Sezione ${id}` }));
    const doc = page(`/storybook/${slug}`, [JSON.parse(snippet), ...targets]);
    fs.writeFileSync(path.join(root, 'pages-config', `storybook-${slug}.json`), JSON.stringify(doc, null, 2));
  }
  return root;
}

describe('docs JSON snippets', () => {
  it('are exactly the story args, as JSON', () => {
    for (const { args } of stories) expect(JSON.parse(sectionSnippet(args))).toEqual(args);
  });

  it('each validate as a section of a page in pages-config/ (schema, links, anchors, images)', () => {
    const { errors, pages } = loadContent(siteWithSnippets());
    expect(errors.map(formatError)).toEqual([]);
    expect(pages.filter((p) => p.path.startsWith('/storybook/'))).toHaveLength(stories.length);
  });
});
