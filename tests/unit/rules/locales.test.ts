import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { localesRule } from '../../../src/build/rules/locales';
import { context, hero, pageDoc } from './context';

const run = (...args: Parameters<typeof context>) => localesRule(context(...args)).map(formatError);

describe('locales rule', () => {
  it('accepts Italian pages at the top level and English ones under en/ with /en routes', () => {
    expect(
      run([
        pageDoc('pages-config/home.json', '/', [hero('Home')]),
        pageDoc('pages-config/en/home.json', '/en', [hero('Home')], { locale: 'en' }),
        pageDoc('pages-config/en/runvoice.json', '/en/products/runvoice', [hero('RunVoice')], {
          locale: 'en',
          aliases: ['/en/runvoice'],
        }),
      ]),
    ).toEqual([]);
  });

  it('refuses a declared locale that is not its folder’s, either way', () => {
    expect(
      run([
        pageDoc('pages-config/en/about.json', '/en/about', [hero('About')]),
        pageDoc('pages-config/chi-siamo.json', '/en/chi-siamo', [hero('Chi siamo')], { locale: 'en' }),
      ]),
    ).toEqual([
      'pages-config/en/about.json: locale: a page in pages-config/en/ must declare "locale": "en" (it declares "it"): move the file to the folder of its language or fix the locale',
      'pages-config/chi-siamo.json: locale: a page in the top level of pages-config/ must declare "locale": "it" (it declares "en"): move the file to the folder of its language or fix the locale',
    ]);
  });

  it('refuses English routes outside /en and Italian routes under /en', () => {
    expect(
      run([
        pageDoc('pages-config/en/about.json', '/about', [hero('About')], { locale: 'en', aliases: ['/en/chi'] }),
        pageDoc('pages-config/chi-siamo.json', '/chi-siamo', [hero('Chi siamo')], { aliases: ['/en/chi-siamo'] }),
      ]),
    ).toEqual([
      `pages-config/en/about.json: path: route "/about" must start with /en, the prefix of the page's locale "en" (e.g. "/en/about")`,
      'pages-config/chi-siamo.json: aliases[0]: route "/en/chi-siamo" is under /en, which belongs to the "en" pages: an Italian route must not start with it',
    ]);
  });
});
