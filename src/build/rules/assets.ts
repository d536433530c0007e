/**
 * Every file the schema tags as an asset (images, logos, social images) exists
 * under the public folder, is what its name says (an .svg is an SVG, with no
 * script), and matches the width and height the document gives it.
 */
import path from 'node:path';
import { formatJsonPath, type ContentError } from '../content-error';
import { imageFacts } from '../image-facts';
import { tagged } from '../tagged';
import type { Rule } from './rule';

export const assetsRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  // Pages share their images: each file is read and parsed once per run.
  const factsOf = new Map<string, ReturnType<typeof imageFacts>>();
  for (const doc of ctx.documents) {
    for (const { path: at, value } of tagged(doc.schema, doc.value, 'asset')) {
      if (typeof value !== 'string' || !value.startsWith('/')) continue;
      const relative = path.posix.normalize(`.${value}`);
      const message =
        relative === '..' || relative.startsWith('../')
          ? `file "${value}" is outside ${ctx.publicDir}/`
          : !ctx.publicFileExists(relative)
            ? `file "${value}" does not exist under ${ctx.publicDir}/`
            : undefined;
      if (message) {
        errors.push({ file: doc.file, path: formatJsonPath(at), message });
        continue;
      }
      const bytes = ctx.readPublicFile?.(relative);
      if (!bytes) continue;
      let facts = factsOf.get(relative);
      if (!facts) factsOf.set(relative, (facts = imageFacts(bytes, relative)));
      const problem =
        /\.svg$/i.test(relative) && facts.kind !== 'svg'
          ? `file "${value}" is named .svg but is not an SVG image`
          : facts.scripted
            ? `file "${value}" contains script (a <script>, an on… handler or a javascript: link): remove it`
            : sizeProblem(value, facts.size, parentOf(doc.value, at));
      if (problem) errors.push({ file: doc.file, path: formatJsonPath(at), message: problem });
    }
  }
  return errors;
};

/** The object holding the value at `at` (an image's { src, width, height }). */
function parentOf(root: unknown, at: PropertyKey[]): unknown {
  return at
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], root);
}

/** Declared width/height whose proportions differ from the file's by more than 2%. */
function sizeProblem(
  src: string,
  file: { width: number; height: number } | undefined,
  holder: unknown,
): string | undefined {
  const { width, height } = (holder ?? {}) as { width?: unknown; height?: unknown };
  if (!file || typeof width !== 'number' || typeof height !== 'number' || !width || !height) return undefined;
  const declared = width / height;
  const actual = file.width / file.height;
  if (Math.abs(declared / actual - 1) <= 0.02) return undefined;
  return `width ${width} and height ${height} do not match the proportions of "${src}" (${file.width}×${file.height}): the image would be stretched`;
}
