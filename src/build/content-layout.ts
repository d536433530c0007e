/**
 * What may sit where, checked before any document is read: under pages-config/
 * a page is `x.json` (Italian) or `<locale>/x.json`, and data lives in `data/`
 * or `<locale>/data/`; any other folder (`drafts/`, `de/`) would be published
 * as Italian pages, and `x.JSON` would silently not be a page. Under
 * src/public/ nothing may be a symbolic link: the build copies what it points
 * at (a link to /etc/hostname was published).
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, locales } from '../../schemas/locale';
import type { ContentError } from './content-error';
import { didYouMean } from './did-you-mean';

const otherLocales = locales.filter((l) => l !== defaultLocale);

/** Errors for folders and file names under `configDir` that are not a page, a locale folder or data. */
export function layoutErrors(root: string, configDir: string, dataDir: string): ContentError[] {
  const errors: ContentError[] = [];
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const walk = (dir: string, depth: number, inLocale: boolean) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, d.name);
      if (d.isDirectory()) {
        if (d.name === dataDir) continue;
        if (depth === 0 && (otherLocales as readonly string[]).includes(d.name)) {
          walk(abs, 1, true);
          continue;
        }
        const hint = didYouMean(d.name.toLowerCase(), [...otherLocales, dataDir]);
        const folders = [...otherLocales.map((l) => `${l}/`), `${dataDir}/`].join(', ');
        errors.push({
          file: `${rel(abs)}/`,
          path: '$',
          message: `a folder here is not published: only ${inLocale ? `${dataDir}/` : folders} may hold documents${
            hint ? `. Did you mean "${hint}"?` : ''
          } (a draft belongs outside ${path.basename(configDir)}/)`,
        });
      } else if (/\.json$/i.test(d.name) && !d.name.endsWith('.json')) {
        errors.push({
          file: rel(abs),
          path: '$',
          message: `the extension must be ".json" in lower case: as it is, this page would not be published`,
        });
      }
    }
  };
  walk(configDir, 0, false);
  return errors;
}

/** An error for every symbolic link under `publicDir`. */
export function symlinkErrors(root: string, publicDir: string): ContentError[] {
  const errors: ContentError[] = [];
  const walk = (dir: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, d.name);
      if (d.isSymbolicLink())
        errors.push({
          file: path.relative(root, abs).split(path.sep).join('/'),
          path: '$',
          message: 'is a symbolic link: the build would publish whatever it points at. Put the file itself here',
        });
      else if (d.isDirectory()) walk(abs);
    }
  };
  if (fs.existsSync(publicDir)) walk(publicDir);
  return errors;
}
