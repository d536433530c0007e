// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bootGraph, htmlModuleUrls, parseStaticImports } from '../../src/build/boot-graph';
import { listRoutes } from '../../src/build/dist-routes';

describe('parseStaticImports', () => {
  it('finds minified static imports and re-exports', () => {
    const code =
      'import{a as b,c}from"./react-x1.js";import"./side.js";import*as ns from\'./ns.js\';' +
      'import d from "./default.js";var q=1;export{q as r}from"./re.js";export*from"./all.js";';
    expect(parseStaticImports(code)).toEqual([
      './react-x1.js',
      './side.js',
      './ns.js',
      './default.js',
      './re.js',
      './all.js',
    ]);
  });

  it('finds statements on separate lines of unminified output', () => {
    const code = 'import { jsx } from "./jsx.js";\nimport "./style.js"\nconsole.log(jsx);\n';
    expect(parseStaticImports(code)).toEqual(['./jsx.js', './style.js']);
  });

  it('ignores dynamic import(), import.meta and the preload helper deps list', () => {
    const code =
      'const m=()=>import("./slider.js");const u=import.meta.url;' +
      'const p=__vitePreload(()=>import(`./chat.js`),__vite__mapDeps([0,1]));' +
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chat.js","assets/chat.css"])))=>i.map(i=>d[i]);' +
      'x.import("./not.js");ximport"./not2.js";';
    expect(parseStaticImports(code)).toEqual([]);
  });
});

describe('htmlModuleUrls', () => {
  it('takes module scripts and modulepreloads, not classic scripts, JSON-LD or stylesheets', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
      <link rel='stylesheet' href='/assets/index.css'>
      <script src="/legacy.js"></script>
      <script type="application/ld+json">{"a":1}</script>
    </head>`;
    expect(htmlModuleUrls(html)).toEqual(['/assets/index-1.js', '/assets/vendor-2.js']);
  });

  it('counts what the boot script loads right after the first paint (data-modules)', () => {
    const html = `<script type="module" crossorigin id="boot" data-modules="/assets/hydrate-1.js /assets/Hero-2.js" src="/assets/index-0.js"></script>`;
    expect(htmlModuleUrls(html)).toEqual(['/assets/index-0.js', '/assets/hydrate-1.js', '/assets/Hero-2.js']);
  });
});

describe('bootGraph', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const site = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'js-budget-'));
    dirs.push(dir);
    const files: Record<string, string> = {
      'index.html':
        '<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/pre.js">',
      'chi-siamo/index.html': '<script type="module" src="/assets/entry.js"></script>',
      '404.html': '<p>no script</p>',
      'assets/entry.js': 'import{a}from"./shared.js";const s=()=>import("./slider.js");' + 'x'.repeat(500),
      'assets/pre.js': 'import"./shared.js";export const p=1;',
      'assets/shared.js': 'import"./deep.js";export const a=2;',
      'assets/deep.js': 'export const d=3;'.repeat(20),
      'assets/slider.js': 'y'.repeat(5000),
    };
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    return { dir, files };
  };

  it('lists every prerendered route and the 404 page of each language', () => {
    const { dir } = site();
    fs.mkdirSync(path.join(dir, 'en/about'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'en/404.html'), '<!doctype html><html lang="en"></html>');
    fs.writeFileSync(path.join(dir, 'en/about/index.html'), '<!doctype html><html lang="en"></html>');
    expect(listRoutes(dir).map((r) => r.route)).toEqual(['/', '/404.html', '/chi-siamo', '/en/404.html', '/en/about']);
  });

  it('sums entry, modulepreloads and their static imports recursively, without dynamic chunks', () => {
    const { dir, files } = site();
    const home = bootGraph(dir, '/', path.join(dir, 'index.html'));
    expect(home.chunks.map((c) => c.file).sort()).toEqual([
      '/assets/deep.js',
      '/assets/entry.js',
      '/assets/pre.js',
      '/assets/shared.js',
    ]);
    const expected = ['entry', 'pre', 'shared', 'deep'].reduce(
      (n, f) => n + gzipSync(files[`assets/${f}.js`], { level: 9 }).length,
      0,
    );
    expect(home.gzipTotal).toBe(expected);
    const about = bootGraph(dir, '/chi-siamo', path.join(dir, 'chi-siamo/index.html'));
    expect(about.chunks.map((c) => c.file).sort()).toEqual([
      '/assets/deep.js',
      '/assets/entry.js',
      '/assets/shared.js',
    ]);
    expect(bootGraph(dir, '/404.html', path.join(dir, '404.html')).gzipTotal).toBe(0);
  });

  it('names a chunk the HTML or a static import points to that is not in the build', () => {
    const { dir } = site();
    fs.rmSync(path.join(dir, 'assets/deep.js'));
    expect(bootGraph(dir, '/', path.join(dir, 'index.html')).missing).toEqual(['/assets/deep.js']);
    expect(bootGraph(dir, '/chi-siamo', path.join(dir, 'chi-siamo/index.html')).missing).toEqual(['/assets/deep.js']);
  });
});
