// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../schemas/page';
import { siteSchema } from '../../schemas/site';
import { counterpartRoutes, routeEntries } from '../../src/build/i18n/pairs';
import { siteForLocale } from '../../src/lib/site-locale';
import { page, siteJson } from './fixtures';

const located = (file: string, path: string, extra: Record<string, unknown> = {}) => ({
  file: `pages-config/${file}`,
  page: pageSchema.parse(page(path, [{ type: 'hero', title: 'T' }], extra)),
});

describe('translation pairing by file name', () => {
  const pages = [
    located('home.json', '/'),
    located('runvoice.json', '/prodotti/runvoice', { aliases: ['/runvoice'] }),
    located('en/home.json', '/en', { locale: 'en' }),
    located('en/runvoice.json', '/en/products/runvoice', { locale: 'en', aliases: ['/en/runvoice'] }),
    located('blog.json', '/blog'),
  ];

  it('gives each route its locale and the canonical path of every translation, itself included', () => {
    expect(routeEntries('pages-config', pages)).toEqual([
      { path: '/', aliases: [], locale: 'it', alternates: { it: '/', en: '/en' } },
      {
        path: '/prodotti/runvoice',
        aliases: ['/runvoice'],
        locale: 'it',
        alternates: { it: '/prodotti/runvoice', en: '/en/products/runvoice' },
      },
      { path: '/en', aliases: [], locale: 'en', alternates: { it: '/', en: '/en' } },
      {
        path: '/en/products/runvoice',
        aliases: ['/en/runvoice'],
        locale: 'en',
        alternates: { it: '/prodotti/runvoice', en: '/en/products/runvoice' },
      },
      { path: '/blog', aliases: [], locale: 'it', alternates: { it: '/blog' } },
    ]);
  });

  it('maps aliases to the counterpart alias at the same index', () => {
    const map = counterpartRoutes('pages-config', pages);
    expect(map.get('/runvoice')).toEqual({ en: '/en/runvoice' });
    expect(map.get('/en/products/runvoice')).toEqual({ it: '/prodotti/runvoice' });
    expect(map.get('/blog')).toEqual({});
  });
});

describe('siteForLocale', () => {
  const raw = siteJson();
  const english = {
    description: 'A test site.',
    locale: 'en_GB',
    header: { menu: [{ label: 'Home', href: '/en' }], cta: { label: 'Contact us', href: '/en/contact' } },
    footer: {
      title: 'Ideas that work.',
      cta: { label: 'Contact us', href: '/en/contact' },
      menu: [{ label: 'Home', href: '/en' }],
      productLinks: [{ label: 'Switchboard', href: '/en/products/runvoice' }],
      legalLinks: [{ label: 'Privacy', href: '/en/privacy-policy' }],
    },
  };
  const site = siteSchema.parse({ ...raw, locales: { en: english } });

  it('keeps the Italian values for Italian and applies the English ones for English', () => {
    expect(siteForLocale(site, 'it')).toBe(site);
    const en = siteForLocale(site, 'en');
    expect(en.description).toBe('A test site.');
    expect(en.locale).toBe('en_GB');
    expect(en.header).toEqual(english.header);
    expect(en.footer).toEqual(english.footer);
    expect(en.company).toEqual(site.company);
  });

  it('falls back to the Italian values for a locale with none', () => {
    const bare = siteSchema.parse(raw);
    expect(siteForLocale(bare, 'en')).toBe(bare);
  });
});
