/**
 * A project root with N page documents for `npm run bench:scale`: the real
 * pages of every locale, plus copies of the Italian ones under new paths
 * (no aliases, links still pointing at real pages). src/public and
 * node_modules are symlinks to the repository's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultLocale, locales } from '../../schemas/locale';
import { CONFIG_DIR, DATA_DIR, PUBLIC_DIR, SITE_FILE } from './content';

interface PageDoc {
  path: string;
  aliases?: string[];
  [key: string]: unknown;
}

/** The page documents directly in `dir` (not site.json, not data/). */
const pagesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== SITE_FILE)
    .sort()
    .map((f) => ({ name: f, doc: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as PageDoc }));

export function makeScaleRoot(repoRoot: string, n: number): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `runsite-scale-${n}-`));
  const from = path.join(repoRoot, CONFIG_DIR);
  const to = path.join(root, CONFIG_DIR);
  fs.mkdirSync(to, { recursive: true });
  fs.copyFileSync(path.join(from, SITE_FILE), path.join(to, SITE_FILE));
  if (fs.existsSync(path.join(from, DATA_DIR)))
    fs.cpSync(path.join(from, DATA_DIR), path.join(to, DATA_DIR), { recursive: true });
  // Every other locale as it is: site.json's menus of that edition link to its pages.
  for (const locale of locales.filter((l) => l !== defaultLocale))
    if (fs.existsSync(path.join(from, locale)))
      fs.cpSync(path.join(from, locale), path.join(to, locale), { recursive: true });
  fs.mkdirSync(path.dirname(path.join(root, PUBLIC_DIR)), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, PUBLIC_DIR), path.join(root, PUBLIC_DIR), 'dir');
  // The SSR bundle keeps dependencies external: prerender resolves them from the root's node_modules.
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');

  const originals = pagesIn(from);
  const translated = locales
    .filter((l) => l !== defaultLocale && fs.existsSync(path.join(from, l)))
    .reduce((sum, l) => sum + pagesIn(path.join(from, l)).length, 0);
  const real = originals.length + translated;
  if (n < real) throw new Error(`N must be at least ${real} (the real pages)`);
  for (const { name, doc } of originals) fs.writeFileSync(path.join(to, name), JSON.stringify(doc));
  for (let i = 0; i < n - real; i++) {
    const { name, doc } = originals[i % originals.length];
    const copy: PageDoc = { ...doc, path: `/scala-${i}${doc.path === '/' ? '' : doc.path}`, aliases: [] };
    fs.writeFileSync(path.join(to, `scala-${i}-${name}`), JSON.stringify(copy));
  }
  return root;
}
