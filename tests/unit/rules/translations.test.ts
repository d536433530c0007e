import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { translationWarnings, translationsRule } from '../../../src/build/rules/translations';
import { context, hero, pageDoc, siteDoc } from './context';

const run = (...args: Parameters<typeof context>) => translationsRule(context(...args)).map(formatError);
const link = (label: string, href: string) => ({ label, href });
const it_ = (file: string, path: string, sections = [hero('Pagina')], extra: Record<string, unknown> = {}) =>
  pageDoc(`pages-config/${file}`, path, sections, extra);
const en = (file: string, path: string, sections = [hero('Page')], extra: Record<string, unknown> = {}) =>
  pageDoc(`pages-config/en/${file}`, path, sections, { locale: 'en', ...extra });
const list = (id: string) => ({ type: 'list', id, title: 'Lista', items: [{ title: 'Uno' }] });

describe('translations rule', () => {
  const pair = [
    it_('home.json', '/'),
    en('home.json', '/en'),
    it_('contatti.json', '/contatti', [hero('Contatti'), list('modulo')]),
    en('contatti.json', '/en/contact', [hero('Contact'), list('modulo')]),
  ];

  it('accepts paired pages that link within their own locale', () => {
    const enHome = en('home.json', '/en', [hero('Home', { buttons: [link('Contact', '/en/contact#modulo')] })]);
    expect(run([...pair.filter((d) => d.file !== enHome.file), enHome])).toEqual([]);
    expect(translationWarnings(context(pair))).toEqual([]);
  });

  it('refuses an English page linking to an Italian page that has an English counterpart, keeping the anchor', () => {
    const enHome = en('home.json', '/en', [hero('Home', { buttons: [link('Contact', '/contatti#modulo')] })]);
    expect(run([...pair.filter((d) => d.file !== enHome.file), enHome])).toEqual([
      'pages-config/en/home.json: sections[0].buttons[0].href: link "/contatti#modulo" leads from "en" content to a "it" page that has a "en" translation (did you mean "/en/contact#modulo"?)',
    ]);
  });

  it('lets an English page link to an Italian page with no English counterpart', () => {
    const enHome = en('home.json', '/en', [hero('Home', { buttons: [link('Blog', '/blog')] })]);
    expect(run([it_('home.json', '/'), enHome, it_('blog.json', '/blog')])).toEqual([]);
  });

  it("checks site.json's English values as English and its top-level values as Italian", () => {
    const site = siteDoc((s) => {
      s.header = { menu: [link('Contatti', '/en/contact')], cta: link('Contattaci', '/contatti') };
      s.locales = {
        en: {
          description: 'Software house in Rome.',
          locale: 'en_GB',
          header: { menu: [link('Contact', '/contatti')], cta: link('Contact us', '/en/contact') },
          footer: {
            title: 'Ideas.',
            cta: link('Contact us', '/en/contact'),
            menu: [link('Home', '/en')],
            productLinks: [link('Contact', '/en/contact')],
            legalLinks: [link('Contact', '/en/contact')],
          },
        },
      };
    });
    expect(run([site, ...pair])).toEqual([
      'pages-config/site.json: header.menu[0].href: link "/en/contact" leads from "it" content to a "en" page that has a "it" translation (did you mean "/contatti"?)',
      'pages-config/site.json: locales.en.header.menu[0].href: link "/contatti" leads from "en" content to a "it" page that has a "en" translation (did you mean "/en/contact"?)',
    ]);
  });

  it('refuses two unpaired pages whose paths differ only by /en under different file names', () => {
    expect(
      run([
        it_('home.json', '/'),
        en('home.json', '/en'),
        it_('prodotti.json', '/prodotti'),
        en('products.json', '/en/prodotti'),
      ]),
    ).toEqual([
      'pages-config/en/products.json: path: "/en/prodotti" reads as the translation of pages-config/prodotti.json, but the file names differ: translations are paired by file name, rename this file to pages-config/en/prodotti.json',
    ]);
  });

  it('warns, per locale, about the pages that have no counterpart', () => {
    expect(
      translationWarnings(
        context([...pair, it_('blog.json', '/blog'), it_('news.json', '/news'), en('careers.json', '/en/careers')]),
      ),
    ).toEqual([
      'pages without a "it" translation: pages-config/en/careers.json',
      'pages without a "en" translation: pages-config/blog.json, pages-config/news.json',
    ]);
  });
});
