import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Creates a throw-away project root with pages-config/ and src/public/ for content tests. */
export function makeSite(files: Record<string, unknown>, assets: string[] = []): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, 'pages-config', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  for (const asset of assets) {
    const file = path.join(root, 'src/public', asset);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  return root;
}

export const SCHEMA = '../schemas/generated/page.schema.json';

/**
 * A small site.json of its own (not the shipped one), so engine tests do not
 * change when the site's copy does. Its links name the routes baseFiles() creates.
 */
export function siteJson(): Record<string, unknown> {
  const link = (label: string, href: string) => ({ label, href });
  return {
    $schema: '../schemas/generated/site.schema.json',
    siteUrl: 'https://www.esempio.it',
    siteName: 'Esempio',
    description: 'Sito di prova per i test del motore di pagine.',
    placeholders: [],
    company: {
      name: 'Esempio S.r.l.',
      vatId: 'IT12345678901',
      address: { street: 'Via di Prova 2', postalCode: '00184', city: 'Roma', region: 'RM', country: 'IT' },
      email: 'ciao@esempio.it',
    },
    logo: { src: '/images/logo.svg', width: 200, height: 40, alt: 'Esempio' },
    defaultImage: { src: '/images/og-default.png' },
    header: {
      menu: [link('Home', '/'), link('Chi siamo', '/chi-siamo'), link('Prodotti', '/prodotti')],
      cta: link('Contattaci', '/contatti'),
    },
    footer: {
      title: 'Idee che funzionano.',
      cta: link('Contattaci', '/contatti'),
      menu: [link('Home', '/'), link('Chi siamo', '/chi-siamo')],
      productLinks: [link('Centralino', '/prodotti/runvoice')],
      legalLinks: [link('Privacy', '/privacy-policy')],
    },
  };
}

export const SITE_ASSETS = ['/images/logo.svg', '/images/og-default.png'];

export function page(pathname: string, sections: unknown[], extra: Record<string, unknown> = {}) {
  return {
    $schema: SCHEMA,
    path: pathname,
    meta: {
      title: `Pagina ${pathname}`,
      description: 'Una descrizione abbastanza lunga da rispettare il minimo richiesto dallo schema.',
    },
    sections,
    ...extra,
  };
}

/** Every internal path site.json links to (menus, footer, buttons). */
function sitePaths(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => sitePaths(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string' && v.startsWith('/')) found.add(v);
      else sitePaths(v, found);
    }
  }
  return found;
}

/** Minimal valid site: every page the shared site.json links to exists. */
export function baseFiles(): Record<string, unknown> {
  const hero = (title: string) => ({ type: 'hero', title });
  const site = siteJson();
  const paths = [...sitePaths(site)].filter((p) => p !== '/');
  return {
    'site.json': site,
    'home.json': page('/', [hero('Home')]),
    ...Object.fromEntries(paths.map((p) => [`${p.slice(1).replace(/\//g, '-')}.json`, page(p, [hero(p)])])),
  };
}
