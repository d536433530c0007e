// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDist } from '../../src/build/check-links';

const SITE = 'https://www.example.it';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const doc = (canonical: string, body: string, head = '') =>
  `<!doctype html><html lang="it"><head><link rel="canonical" href="${SITE}${canonical}">${head}</head><body>${body}</body></html>`;
const sitemap = (...paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${SITE}${p}</loc></url>`).join('')}</urlset>`;

describe('checkDist', () => {
  it('passes a build whose links, anchors, assets, chunks and sitemap all resolve', () => {
    const dist = build({
      'index.html': doc(
        '/',
        '<a href="/chi-siamo#team">Team</a><a href="#top" id="top">Su</a><img src="/img/a.png" srcset="/img/a.png 1x, /img/b.png 2x" alt="">',
        '<script type="module" src="/assets/boot.js" data-modules="/assets/app.js"></script>',
      ),
      'chi-siamo/index.html': doc('/chi-siamo', '<section id="team"><h2>Team</h2></section>'),
      'img/a.png': 'a',
      'img/b.png': 'b',
      'assets/boot.js': 'export const b=1;',
      'assets/app.js': 'import"./shared.js";const l=()=>import("./lazy.js");',
      'assets/shared.js': 'export const s=1;',
      'sitemap.xml': sitemap('/', '/chi-siamo'),
    });
    expect(checkDist(dist, SITE).problems).toEqual([]);
  });

  it("leaves each language's 404 page out of the sitemap and refuses links to it", () => {
    const dist = build({
      'index.html': doc('/', '<a href="/en">English</a>'),
      'en/index.html': doc('/en', '<a href="/en/404">broken</a>'),
      '404.html': doc('/404', '<a href="/">Home</a>'),
      'en/404.html': doc('/en/404', '<a href="/en">Home</a>'),
      'sitemap.xml': sitemap('/', '/en'),
    });
    expect(checkDist(dist, SITE).problems).toEqual(['/en: link /en/404 matches no page']);
  });

  it('reads tags as a browser does: entities decoded, nothing inside comments or scripts', () => {
    const dist = build({
      'index.html': doc(
        '/',
        '<!-- <a href="/nowhere">old</a> --><script>const s = \'<img src="/missing.png">\';</script><a href="/chi-siamo?a=1&amp;b=2">ok</a>',
      ),
      'chi-siamo/index.html': doc('/chi-siamo', ''),
      'sitemap.xml': sitemap('/', '/chi-siamo'),
    });
    expect(checkDist(dist, SITE).problems).toEqual([]);
  });

  it('checks the links a visitor without JavaScript gets inside <noscript>', () => {
    const dist = build({
      'index.html': doc('/', '<noscript><a href="/senza-js">Scrivici</a></noscript>'),
      'sitemap.xml': sitemap('/'),
    });
    expect(checkDist(dist, SITE).problems).toEqual(['/: link /senza-js matches no page']);
  });

  it('names a chunk the boot script or a static import loads that is missing from the build', () => {
    const dist = build({
      'index.html': doc(
        '/',
        '',
        '<script type="module" src="/assets/boot.js" data-modules="/assets/app.js /assets/Hero.js"></script>',
      ),
      'assets/boot.js': 'export const b=1;',
      'assets/app.js': 'import{x}from"./gone.js";',
      'sitemap.xml': sitemap('/'),
    });
    expect(checkDist(dist, SITE).problems).toEqual([
      '/: script /assets/gone.js is loaded but missing from the build',
      '/: script /assets/Hero.js is loaded but missing from the build',
    ]);
  });

  it('reports broken links, anchors, hot-linked files and a sitemap that differs from the canonical pages', () => {
    const dist = build({
      'index.html': doc(
        '/',
        '<a href="/nope">x</a><a href="#none">y</a><a href="/chi-siamo#manca">z</a><img src="https://cdn.example.com/a.png" alt="">',
      ),
      'chi-siamo/index.html': doc('/chi-siamo', ''),
      'sitemap.xml': sitemap('/', '/vecchia'),
    });
    expect(checkDist(dist, SITE).problems).toEqual([
      '/: link /nope matches no page',
      '/: anchor #none has no target',
      '/: link /chi-siamo#manca has no anchor #manca on /chi-siamo',
      '/: hot-linked resource https://cdn.example.com/a.png',
      `sitemap.xml: missing ${SITE}/chi-siamo`,
      `sitemap.xml: lists ${SITE}/vecchia, which is no canonical page`,
    ]);
  });
});
