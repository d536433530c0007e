/**
 * Stage 1 of validation: each file on its own. Reads it (size cap, JSON with
 * line and column), then checks it against its zod schema; every problem is an
 * error with the file and the JSON path, unknown keys and section types with a
 * did-you-mean.
 */
import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { sectionTypes } from '../../schemas/section';
import { formatJsonPath, type ContentError } from './content-error';
import { didYouMean } from './did-you-mean';
import { findJsonSyntaxError } from './json-syntax';
import { unknownKeyMessage } from './unknown-keys';

/** A document larger than this is refused: it would build a page no visitor can load. */
export const MAX_FILE_BYTES = 256 * 1024;

export function listJsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory()
        ? listJsonFiles(path.join(dir, d.name))
        : d.name.endsWith('.json')
          ? [path.join(dir, d.name)]
          : [],
    )
    .sort();
}

/** The parsed JSON of `abs`, or undefined (with an error) when it is too large or not JSON. */
export function readJson(abs: string, file: string, errors: ContentError[]): unknown {
  const bytes = fs.readFileSync(abs);
  const size = bytes.length;
  if (size > MAX_FILE_BYTES) {
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    errors.push({
      file,
      path: '$',
      message: `file is ${kb(size)}, the limit is ${kb(MAX_FILE_BYTES)}: split the content into more pages or shorter sections`,
    });
    return undefined;
  }
  // Decoded strictly: invalid UTF-8 would otherwise be published as replacement characters.
  if (!isUtf8(bytes)) {
    errors.push({
      file,
      path: '$',
      message:
        'the file is not valid UTF-8: save it as UTF-8 (an editor or a copy from Word may have changed the encoding)',
    });
    return undefined;
  }
  const text = bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    let at: ReturnType<typeof findJsonSyntaxError>;
    try {
      at = findJsonSyntaxError(text);
    } catch {
      at = undefined; // nested too deeply for the scanner: the depth check below names it
    }
    const message = at
      ? `invalid JSON at line ${at.line}, column ${at.column}: ${at.message}`
      : `invalid JSON: ${(err as Error).message}`;
    errors.push({ file, path: '$', message });
    return undefined;
  }
  if (value && typeof value === 'object') SOURCE.set(value, text);
  if (depthOf(value) > MAX_DEPTH) {
    errors.push({
      file,
      path: '$',
      message: `the JSON is nested more than ${MAX_DEPTH} levels deep: no page needs that`,
    });
    return undefined;
  }
  return value;
}

/** The text each parsed file was read from (rules that can test the whole text once skip their walk). */
const SOURCE = new WeakMap<object, string>();
export const sourceText = (value: unknown): string | undefined =>
  value && typeof value === 'object' ? SOURCE.get(value) : undefined;

/** Deeper than any real document; every later step walks the tree recursively. */
export const MAX_DEPTH = 64;

/** How deeply `value` nests arrays and objects (iterative: a hostile file cannot overflow the stack here). */
function depthOf(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    max = Math.max(max, d + 1);
    if (max > MAX_DEPTH) return max;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

/** zod issues as errors; an unknown key becomes one error per key, at the key, with a did-you-mean. */
function zodErrors(
  file: string,
  schema: z.ZodType,
  raw: unknown,
  error: z.ZodError,
  skip: (p: readonly PropertyKey[]) => boolean,
): ContentError[] {
  return error.issues
    .filter((i) => !skip(i.path))
    .flatMap((i) =>
      i.code === 'unrecognized_keys'
        ? i.keys.map((key) => ({
            file,
            path: formatJsonPath([...i.path, key]),
            message: unknownKeyMessage(schema, raw, i.path, key),
          }))
        : [{ file, path: formatJsonPath(i.path), message: i.message }],
    );
}

/** `raw` checked against `schema`: the value, or undefined with the errors pushed (issues under `skip` paths left out). */
export function parseDocument<S extends z.ZodType>(
  file: string,
  schema: S,
  raw: unknown,
  errors: ContentError[],
  skip: (p: readonly PropertyKey[]) => boolean = () => false,
): z.output<S> | undefined {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  errors.push(...zodErrors(file, schema, raw, parsed.error, skip));
  return undefined;
}

/** Sections whose "type" is no known type, as errors with a did-you-mean; returns their indexes (zod's own issues there add nothing). */
export function sectionTypeErrors(file: string, raw: unknown, errors: ContentError[]): Set<number> {
  const unknownAt = new Set<number>();
  const sections = (raw as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return unknownAt;
  sections.forEach((s, i) => {
    const type = (s as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && (sectionTypes as string[]).includes(type)) return;
    unknownAt.add(i);
    const hint = typeof type === 'string' ? didYouMean(type, sectionTypes) : undefined;
    errors.push({
      file,
      path: formatJsonPath(['sections', i, 'type']),
      message:
        `unknown section type ${JSON.stringify(type)}` +
        (hint ? ` (did you mean "${hint}"?)` : `; known types: ${sectionTypes.join(', ')}`),
    });
  });
  return unknownAt;
}

/** The `$schema` a file in `dir` must hold, worked out once per folder (thousands of pages share a few). */
const schemaRefs = new Map<string, string>();
function schemaRefFrom(root: string, dir: string, schemaFile: string): string {
  const key = `${root}\u0000${dir}\u0000${schemaFile}`;
  let ref = schemaRefs.get(key);
  if (ref === undefined) {
    ref = path
      .relative(dir, path.join(root, 'schemas/generated', schemaFile))
      .split(path.sep)
      .join('/');
    schemaRefs.set(key, ref);
  }
  return ref;
}

/** `$schema` must point at the generated JSON Schema, relative to the file, so editors autocomplete the fields. */
export function checkSchemaRef(
  root: string,
  abs: string,
  file: string,
  actual: string | undefined,
  schemaFile: string,
  errors: ContentError[],
) {
  const expected = schemaRefFrom(root, path.dirname(abs), schemaFile);
  if (actual !== expected)
    errors.push({ file, path: '$schema', message: `must be "${expected}" so editors autocomplete the fields` });
}

/** The routes a page document claims, read from the raw file (for one that failed its schema). */
export function claimedRoutes(raw: unknown): string[] {
  const { path: claimed, aliases } = (raw ?? {}) as { path?: unknown; aliases?: unknown };
  const others: unknown[] = Array.isArray(aliases) ? aliases : [];
  return [claimed, ...others].filter((r): r is string => typeof r === 'string');
}
