/**
 * Issue 15 point 3: content must reach the prerendered HTML byte for byte,
 * whatever "$" patterns it holds (String.replace would expand $`, $', $&, $$).
 */
import fs from 'node:fs';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, type Page } from '../../schemas/page';
import { schemaFor, sectionTypes, type SectionType } from '../../schemas/section';
import { sitemapXml } from '../../src/build/i18n/sitemap';
import { robotsTxt, toDocument } from '../../src/build/prerender-document';
import { PageRenderer } from '../../src/render/PageRenderer';
import { allSectionTypes, definitionOf, loadSections, type SectionComponents } from '../../src/render/load-sections';
import { sectionStories } from './section-stories';

const PATTERNS = "10$$ a$`b $'c $& $1 $<x> $";
const template = fs
  .readFileSync('src/index.html', 'utf8')
  .replace(
    '<script type="module" src="/app/entry-client.ts"></script>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  );

/** Appends PATTERNS to every string of `value` that the schema still accepts with it. */
function withPatterns<T>(value: T, valid: (v: T) => boolean): { value: T; fields: number } {
  let fields = 0;
  const visit = (node: unknown, set: (v: unknown) => void, root: () => T) => {
    if (typeof node === 'string') {
      set(`${node} ${PATTERNS}`);
      if (valid(root())) fields++;
      else set(node); // an id, a link, an enum: not text
    } else if (Array.isArray(node)) node.forEach((v, i) => visit(v, (n) => (node[i] = n), root));
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      for (const k of Object.keys(o)) if (k !== 'type') visit(o[k], (n) => (o[k] = n), root);
    }
  };
  const copy = structuredClone(value);
  visit(
    copy,
    () => undefined,
    () => copy,
  );
  return { value: copy, fields };
}

describe('prerendered documents take content literally', () => {
  let page: Page;
  let fields = 0;
  let components: SectionComponents = new Map();

  beforeAll(async () => {
    ({ components } = await loadSections(
      allSectionTypes.map((type) => ({ type })),
      'it',
    ));
    // Every section type with a story (tests/unit/stories.test.tsx insists each has one).
    const sections = sectionTypes.flatMap((type: SectionType) => {
      const story = sectionStories.find((s) => s.args.type === type);
      if (!story) return [];
      const schema = schemaFor(type);
      const mutated = withPatterns(story.args, (v) => schema.safeParse(v).success);
      fields += mutated.fields;
      return [schema.parse(mutated.value)];
    });
    const meta = withPatterns(
      { title: 'Chi siamo', description: 'Una descrizione abbastanza lunga per la pagina, con simboli.' },
      (m) => pageSchema.shape.meta.safeParse(m).success,
    );
    fields += meta.fields;
    page = pageSchema.parse({ path: '/chi-siamo', meta: meta.value, sections });
  });

  it('puts every $ pattern of every text field into the HTML unchanged', () => {
    expect(fields).toBeGreaterThan(sectionTypes.length * 2); // the patterns really are in the content
    // Islands carry their section as props in their frame (the prerenderer renders their HTML apart).
    const islands = page.sections.map((s) => (definitionOf(s.type).hydrate === 'none' ? undefined : '<p>isola</p>'));
    const rendered = renderToString(<PageRenderer page={page} sections={components} islands={islands} />);
    const html = toDocument(template, rendered, ['/assets/app.js']);

    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    // Everything React rendered is in the file exactly once, in order.
    expect(html.split(rendered.slice(rendered.indexOf('<section'))).length).toBe(2);
    const escaped = '10$$ a$`b $&#x27;c $&amp; $1 $&lt;x&gt; $';
    expect(html).toContain(`<title>Chi siamo ${escaped} | NomeAzienda</title>`);
    expect(html).toContain(
      `<meta name="description" content="Una descrizione abbastanza lunga per la pagina, con simboli. ${escaped}"/>`,
    );
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('10$$ a$`b');
    // The islands' props still parse, into the same sections.
    const frames = [
      ...new DOMParser().parseFromString(html, 'text/html').querySelectorAll<HTMLElement>('[data-island]'),
    ];
    expect(frames.length).toBeGreaterThan(2);
    for (const frame of frames)
      expect(JSON.parse(frame.dataset.props ?? 'null')).toEqual(page.sections[Number(frame.dataset.index)]);
    expect(html.length).toBeLessThan(template.length + rendered.length + 200);
  });

  it('escapes the site URL in sitemap.xml and keeps robots.txt to its lines', () => {
    expect(sitemapXml('https://a.example/"<>&', [{ path: '/', alternates: [] }], '2026-01-01')).toContain(
      '<loc>https://a.example/&#34;&#60;&#62;&#38;/</loc>',
    );
    expect(robotsTxt('https://a.example\nDisallow: /').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      '',
      'Sitemap: https://a.exampleDisallow: //sitemap.xml',
      '',
    ]);
  });
});
