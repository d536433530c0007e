// @vitest-environment node
/** Rules and the CSP find links, assets, videos and rich text through tags on the zod types, not by field name. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { siteSchema } from '../../schemas/site';
import { tag } from '../../schemas/tags';
import { VIDEO_PROVIDERS } from '../../schemas/video-providers';
import { thirdPartySources } from '../../src/build/security-headers';
import { mapTagged, tagged } from '../../src/build/tagged';
import { siteJson } from './fixtures';

const link = tag(z.string(), { kind: 'link' });
const asset = tag(z.string().min(1), { kind: 'asset' });
const fixture = z.strictObject({
  title: z.string(),
  cover: asset.regex(/\.svg$/).optional(), // a clone keeps its parent's tag
  links: z.array(z.union([z.string().regex(/^[A-Z]/), z.strictObject({ label: z.string(), href: link })])).default([]),
  block: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('a'), href: link }),
    z.strictObject({ kind: z.literal('b'), src: asset }),
  ]),
  byLang: z.record(z.string(), z.strictObject({ href: link.optional() })),
});

const where = (found: ReturnType<typeof tagged>) =>
  found.map((t) => `${t.tag.kind} ${t.path.join('.')} ${String(t.value)}`);

describe('tagged()', () => {
  it('finds every tagged value with its JSON path, through optional, default, arrays, unions, discriminated unions and records', () => {
    const value = fixture.parse({
      title: 'Titolo',
      cover: '/a.svg',
      links: ['Solo testo', { label: 'Chi', href: '/chi-siamo' }],
      block: { kind: 'b', src: '/b.png' },
      byLang: { it: { href: '/it' }, en: {} },
    });
    expect(where(tagged(fixture, value))).toEqual([
      'asset cover /a.svg',
      'link links.1.href /chi-siamo',
      'asset block.src /b.png',
      'link byLang.it.href /it',
    ]);
    expect(where(tagged(fixture, value, 'link'))).toEqual(['link links.1.href /chi-siamo', 'link byLang.it.href /it']);
  });

  it("reaches site.json's links beyond menus: the map link and the chat widget", () => {
    const site = siteSchema.parse({
      ...siteJson(),
      company: { ...(siteJson().company as object), mapUrl: 'https://www.openstreetmap.org/search?query=Roma' },
      chat: { provider: 'embed', embed: { scriptUrl: 'https://widget.example.com/w.js', bubbleSelector: '#b' } },
    });
    const paths = tagged(siteSchema, site).map((t) => `${t.tag.kind} ${t.path.join('.')}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'link company.mapUrl',
        'link header.menu.0.href',
        'link footer.legalLinks.0.href',
        'embed chat.embed.scriptUrl',
        'selector chat.embed.bubbleSelector',
        'asset logo.src',
        'analytics analytics.ga4Id',
      ]),
    );
  });

  it('finds a tag inside a schema that refers to itself, and under fields that hold no tag', () => {
    interface Node {
      label: string;
      href?: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() =>
      z.strictObject({ label: z.string(), href: link.optional(), children: z.array(node) }),
    );
    const tree = z.strictObject({ note: z.strictObject({ text: z.string() }), root: node });
    const value = tree.parse({
      note: { text: 'nessun link qui' },
      root: { label: 'a', children: [{ label: 'b', children: [{ label: 'c', href: '/in-fondo', children: [] }] }] },
    });
    expect(where(tagged(tree, value))).toEqual(['link root.children.0.children.0.href /in-fondo']);
  });

  it('mapTagged changes only the tagged values, in a copy', () => {
    const rich = z.strictObject({ html: tag(z.string(), { kind: 'richText' }), plain: z.string() });
    const value = { html: '<b>x</b>', plain: '<b>x</b>' };
    expect(mapTagged(rich, value, 'richText', (v) => String(v).toUpperCase())).toEqual({
      html: '<B>X</B>',
      plain: '<b>x</b>',
    });
    expect(value.html).toBe('<b>x</b>');
  });

  it('mapTagged copies only the way to a changed value, deep in arrays, and leaves the original as it was', () => {
    const rich = tag(z.string(), { kind: 'richText' });
    const page = z.strictObject({
      sections: z.array(
        z.strictObject({ labels: z.array(z.strictObject({ html: rich })), untouched: z.array(z.string()) }),
      ),
    });
    const value = { sections: [{ labels: [{ html: '<i>a</i>' }, { html: '<i>b</i>' }], untouched: ['x'] }] };
    const before = structuredClone(value);
    const out = mapTagged(page, value, 'richText', (v) => `[${String(v)}]`);
    expect(out.sections[0].labels.map((l) => l.html)).toEqual(['[<i>a</i>]', '[<i>b</i>]']);
    expect(value).toEqual(before);
    expect(out.sections[0].untouched).toBe(value.sections[0].untouched); // shared, not copied
  });

  it('a second call gives the same answer, whatever the caller did to the first list', () => {
    const schema = z.strictObject({ a: tag(z.string(), { kind: 'link' }), b: tag(z.string(), { kind: 'asset' }) });
    const value = { a: '/x', b: '/y.png' };
    const first = tagged(schema, value);
    first.length = 0;
    expect(tagged(schema, value).map((t) => t.value)).toEqual(['/x', '/y.png']);
    expect(tagged(schema, value, 'asset').map((t) => t.value)).toEqual(['/y.png']);
  });
});

describe('the CSP from the tags', () => {
  it('a NEW video field is allowed by the CSP with no change to the CSP code', () => {
    const withVideo = z.strictObject({
      title: z.string(),
      intro: z.strictObject({ clip: tag(z.url(), { kind: 'video' }).optional() }),
    });
    expect(thirdPartySources([{ schema: withVideo, value: withVideo.parse({ title: 'T', intro: {} }) }])).toEqual([]);
    const value = withVideo.parse({ title: 'T', intro: { clip: 'https://youtu.be/abc' } });
    expect(thirdPartySources([{ schema: withVideo, value }])).toEqual([VIDEO_PROVIDERS.youtube.csp]);
  });

  it('a bare id names its provider in the tag; an embed tag allows its origin in the directives it lists', () => {
    const schema = z.strictObject({
      vimeo: tag(z.string(), { kind: 'video', provider: 'vimeo' }),
      widget: tag(z.url(), { kind: 'embed', csp: ['script-src', 'frame-src'] }),
    });
    const value = schema.parse({ vimeo: '123', widget: 'https://w.example.com/x.js' });
    expect(thirdPartySources([{ schema, value }])).toEqual([
      VIDEO_PROVIDERS.vimeo.csp,
      { 'script-src': ['https://w.example.com'], 'frame-src': ['https://w.example.com'] },
    ]);
  });
});

describe('schemas/ is the bottom layer', () => {
  it('imports nothing from src/ and nothing Node-only (it loads in a browser)', () => {
    const files = fs.readdirSync('schemas', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const bad = files.flatMap((f) => {
      const text = fs.readFileSync(path.join('schemas', f), 'utf8');
      return [...text.matchAll(/from '([^']+)'/g)]
        .map((m) => m[1])
        .filter(
          (spec) =>
            !(
              spec === 'zod' ||
              spec === 'zod/mini' ||
              (spec.startsWith('.') && path.join('schemas', path.dirname(f), spec).startsWith('schemas'))
            ),
        )
        .map((spec) => `${f}: ${spec}`);
    });
    expect(files.length).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  });
});
