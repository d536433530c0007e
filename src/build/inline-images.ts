/**
 * Build-time: the small SVG images of a page's first section (the hero, the
 * largest paint) are inlined as data URIs, so the LCP image arrives with the
 * HTML instead of competing for bandwidth with scripts and fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '../../schemas/page';

export const INLINE_LIMIT_BYTES = 4096;

function inlineSrc(value: unknown, publicDir: string): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineSrc(v, publicDir));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'src' && typeof v === 'string' && v.endsWith('.svg')) {
      const file = path.resolve(publicDir, `.${v}`);
      // validate refuses ".." already; never read a file outside public/ even so.
      const inside = file.startsWith(path.resolve(publicDir) + path.sep);
      const svg = inside && fs.existsSync(file) ? fs.readFileSync(file) : undefined;
      out[k] = svg && svg.length <= INLINE_LIMIT_BYTES ? `data:image/svg+xml;base64,${svg.toString('base64')}` : v;
    } else out[k] = inlineSrc(v, publicDir);
  }
  return out;
}

export function inlineHeroImages(page: Page, publicDir: string): Page {
  const [first, ...rest] = page.sections;
  return { ...page, sections: [inlineSrc(first, publicDir) as Page['sections'][number], ...rest] };
}
