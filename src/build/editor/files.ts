/**
 * Which files the visual editor may read and write: page documents only,
 * `pages-config/<name>.json` or `pages-config/<locale>/<name>.json`, never
 * site.json, the data folders, a path that climbs out, or a symlink.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, locales, type Locale } from '../../../schemas/locale';
import { CONFIG_DIR, SITE_FILE } from '../content';

const NAME = /^[a-z0-9][a-z0-9-]{0,80}\.json$/;

export type PageFile = { file: string; abs: string; locale: Locale; name: string };

/** The page file `file` names (relative to the content root), or why it is refused. */
export function pageFile(root: string, file: unknown): PageFile | { refused: string } {
  if (typeof file !== 'string' || file.length > 200) return { refused: 'file must be a path under pages-config/' };
  const parts = file.split('/');
  if (parts[0] !== CONFIG_DIR || parts.some((p) => p === '..' || p === '.' || p === '') || file.includes('\\'))
    return { refused: `${file}: only files under ${CONFIG_DIR}/ can be edited` };
  const [, first, second] = parts;
  const locale = (parts.length === 3 ? first : defaultLocale) as Locale;
  const name = parts.length === 3 ? second : first;
  if (
    parts.length > 3 ||
    (parts.length === 3 && (!(locales as readonly string[]).includes(first) || first === defaultLocale))
  )
    return { refused: `${file}: a page document is ${CONFIG_DIR}/<name>.json or ${CONFIG_DIR}/<locale>/<name>.json` };
  if (!NAME.test(name) || name === SITE_FILE)
    return { refused: `${file}: only page documents (lower-case names ending in .json, not site.json) can be edited` };
  const configDir = path.join(root, CONFIG_DIR);
  const abs = path.join(root, ...parts);
  // No symlink on the way: the folder must be the real one, and the file (if there) a plain file.
  const dir = path.dirname(abs);
  if (fs.existsSync(dir) && fs.realpathSync(dir) !== path.join(fs.realpathSync(configDir), ...parts.slice(1, -1)))
    return { refused: `${file}: its folder is a link` };
  if (fs.existsSync(abs) && !fs.lstatSync(abs).isFile()) return { refused: `${file}: not a plain file` };
  return { file, abs, locale, name };
}

/** Writes `text` to `abs` atomically: a temporary file beside it, then a rename. */
export function writeAtomically(abs: string, text: string): void {
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const tmp = path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(tmp, text, { flag: 'wx' });
  try {
    fs.renameSync(tmp, abs);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}
