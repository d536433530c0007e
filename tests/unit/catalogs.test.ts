// @vitest-environment node
/**
 * Issue 17 point 9: each language's strings are a module of their own. The
 * prerenderer preloads a page's catalogs by `module(locale)` in Vite's
 * manifest: it must be the module `load` imports, and a page must never get
 * another language's strings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../schemas/locale';
import { catalog } from '../../src/i18n/catalog';
import { catalogModule } from '../../src/i18n/catalog-modules';
import { chatCatalog, formCatalog, legalCatalog, pageCatalogs, siteCatalog, uiCatalog } from '../../src/i18n/catalogs';
import { loadContent } from '../../src/build/content';
import { resolvePaths } from '../../src/build/paths';

const fileCatalogs = [uiCatalog, formCatalog, legalCatalog, chatCatalog];

describe('string catalogs', () => {
  it.each(fileCatalogs.flatMap((c) => locales.map((l) => [c.name, l, c] as const)))(
    '%s (%s): `module` is the file whose strings `load` returns',
    async (_name, locale, c) => {
      const file = path.resolve('src', catalogModule(c.name, locale));
      expect(fs.existsSync(file), file).toBe(true);
      const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      expect(Object.values(exports)).toContain(await c.load(locale));
    },
  );

  it('the site values are one virtual module per language, named like a file under src/i18n/', async () => {
    expect(locales.map((l) => catalogModule(siteCatalog.name, l))).toEqual([
      'i18n/site-locale.it.json',
      'i18n/site-locale.en.json',
    ]);
    expect((await siteCatalog.load('en')).header.menu[0]?.href).toBe('/en');
    expect((await siteCatalog.load('it')).header.menu[0]?.href).toBe('/');
    expect(pageCatalogs).toContain(siteCatalog);
  });

  it("each language's site values carry its chat assistant's name, and nothing else of the knowledge", async () => {
    const { chat } = loadContent(resolvePaths().contentRoot);
    for (const locale of locales) {
      const values = await siteCatalog.load(locale);
      expect(Object.keys(values).sort()).toEqual(['assistantName', 'description', 'footer', 'header', 'locale']);
      expect(values.assistantName).toBe(chat[locale]?.assistantName);
    }
    expect((await siteCatalog.load('it')).assistantName).toBe('Rachel');
  });

  it('each language has different interface strings (English is not a copy of Italian)', async () => {
    const [itUi, enUi] = await Promise.all([uiCatalog.load('it'), uiCatalog.load('en')]);
    expect(enUi.header.mainNav).toBe('Main menu');
    expect(itUi.header.mainNav).toBe('Menu principale');
  });

  it('reading strings before they loaded names the catalog and the language; a failed load can be retried', async () => {
    let attempts = 0;
    const flaky = catalog<string>('test', {
      it: () => Promise.resolve('ciao'),
      en: () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve('hello')),
    });
    expect(() => flaky.get('en')).toThrow('the test strings of "en" were read before they loaded');
    await expect(flaky.load('en')).rejects.toThrow('chunk failed');
    await expect(flaky.load('en')).resolves.toBe('hello');
    expect(flaky.get('en')).toBe('hello');
  });
});
