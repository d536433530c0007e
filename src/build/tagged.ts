/**
 * Finds every tagged value of a document (schemas/tags.ts) by walking the
 * schema beside the value: objects, arrays, records, tuples, unions (the
 * option the value matches; a discriminated union by its discriminator) and
 * wrappers (optional, default, pipe…). The value is a validated document.
 */
import { z } from 'zod';
import { contentTags, type ContentKind, type ContentTag } from '../../schemas/tags';

type Schema = z.core.$ZodType;

export interface Tagged {
  tag: ContentTag;
  path: PropertyKey[];
  value: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The union option `value` belongs to: by discriminator when there is one, else the first that accepts it. */
function optionFor(def: z.core.$ZodUnionDef, value: unknown, discriminator: string | undefined): Schema | undefined {
  if (discriminator && isRecord(value)) {
    const found = def.options.find((o) =>
      o._zod.propValues?.[discriminator]?.has(value[discriminator] as z.core.util.Primitive),
    );
    if (found) return found;
  }
  return def.options.find((o) => z.safeParse(o, value).success);
}

/**
 * contentTags.get(schema), remembered: zod's registry lookup walks the schema's parents and merges their
 * metadata on every call, and a walk asks it for every node of every document (a third of validating 10,000 pages).
 */
const tagOfSchema = new WeakMap<Schema, ContentTag | null>();
function tagOf(schema: Schema): ContentTag | undefined {
  let t = tagOfSchema.get(schema);
  if (t === undefined) {
    t = contentTags.get(schema) ?? null;
    tagOfSchema.set(schema, t);
  }
  return t ?? undefined;
}

/** The entries of an object schema's shape, listed once per schema (a walk visits each shape for every document). */
const shapeEntries = new WeakMap<object, [string, Schema][]>();
function entriesOf(shape: Record<string, Schema>): [string, Schema][] {
  let entries = shapeEntries.get(shape);
  if (!entries) shapeEntries.set(shape, (entries = Object.entries(shape)));
  return entries;
}

/** A path as a chain to its parent: most nodes hold no tag, so the array is only built for those that do. */
type Chain = { key: PropertyKey; up: Chain } | null;
function pathOf(chain: Chain): PropertyKey[] {
  const keys: PropertyKey[] = [];
  for (let c = chain; c; c = c.up) keys.push(c.key);
  return keys.reverse();
}

/** The schema a wrapper (optional, default, pipe, lazy…) holds a value of, or undefined for any other schema. */
function innerOf(schema: Schema): Schema | undefined {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType;
    case 'pipe':
      return def.in;
    case 'lazy':
      return def.getter();
    default:
      return undefined;
  }
}

/** The schemas directly inside `schema` (its fields, items, options, inner type). */
function childrenOf(schema: Schema): Schema[] {
  const inner = innerOf(schema);
  if (inner) return [inner];
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      return entriesOf(def.shape).map(([, s]) => s);
    case 'record':
      return [def.valueType];
    case 'array':
      return [def.element];
    case 'tuple':
      return def.rest ? [...def.items, def.rest] : [...def.items];
    case 'intersection':
      return [def.left, def.right];
    case 'union':
      return [...def.options];
    default:
      return [];
  }
}

/**
 * Whether a value of `schema` can hold a tagged value anywhere inside it, remembered per schema. Most of a
 * page is plain text: its subtrees are skipped instead of walked (a schema that refers to itself through
 * `lazy` counts as holding one while it is being looked at).
 */
const holdsTags = new WeakMap<Schema, boolean>();
function mayHoldTags(schema: Schema): boolean {
  let holds = holdsTags.get(schema);
  if (holds === undefined) {
    holdsTags.set(schema, true);
    holds = !!tagOf(schema) || childrenOf(schema).some(mayHoldTags);
    holdsTags.set(schema, holds);
  }
  return holds;
}

function walk(schema: Schema, value: unknown, path: Chain, out: Tagged[]): void {
  if (value === undefined || !mayHoldTags(schema)) return;
  const t = tagOf(schema);
  if (t) {
    out.push({ tag: t, path: pathOf(path), value });
    return;
  }
  const inner = innerOf(schema);
  if (inner) return walk(inner, value, path, out);
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      if (isRecord(value)) for (const [k, s] of entriesOf(def.shape)) walk(s, value[k], { key: k, up: path }, out);
      return;
    case 'record':
      if (isRecord(value))
        for (const [k, v] of Object.entries(value)) walk(def.valueType, v, { key: k, up: path }, out);
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((v, i) => walk(def.element, v, { key: i, up: path }, out));
      return;
    case 'tuple':
      if (Array.isArray(value))
        value.forEach((v, i) =>
          walk((i < def.items.length ? def.items[i] : def.rest) ?? z.never(), v, { key: i, up: path }, out),
        );
      return;
    case 'intersection':
      walk(def.left, value, path, out);
      walk(def.right, value, path, out);
      return;
    case 'union': {
      const option = optionFor(
        def,
        value,
        'discriminator' in def ? (def as z.core.$ZodDiscriminatedUnionDef).discriminator : undefined,
      );
      if (option) walk(option, value, path, out);
      return;
    }
    default:
      return;
  }
}

/**
 * Each rule asks for the tagged values of every document: one walk per document and schema, remembered
 * while the document lives. Validated documents are never changed in place (mapTagged copies).
 */
const walked = new WeakMap<object, Map<Schema, readonly Tagged[]>>();

export function tagged(schema: Schema, value: unknown, kind?: ContentKind): Tagged[] {
  const bySchema = value !== null && typeof value === 'object' ? walked.get(value) : undefined;
  let all = bySchema?.get(schema);
  if (!all) {
    const out: Tagged[] = [];
    walk(schema, value, null, out);
    all = out;
    if (value !== null && typeof value === 'object') {
      if (bySchema) bySchema.set(schema, all);
      else walked.set(value, new Map([[schema, all]]));
    }
  }
  // A new array each call: callers may sort or filter it without touching the remembered one.
  return kind ? all.filter((t) => t.tag.kind === kind) : [...all];
}

/** A copy of `value` with every value tagged `kind` replaced by `fn(value)`. */
export function mapTagged<T>(schema: Schema, value: T, kind: ContentKind, fn: (v: unknown) => unknown): T {
  const found = tagged(schema, value, kind);
  if (!found.length) return value;
  // Copy only the objects on the way to each changed value; the rest is shared with `value`.
  const copies = new Map<unknown, unknown>();
  const copyOf = (node: unknown): Record<PropertyKey, unknown> => {
    let c = copies.get(node);
    if (!c) {
      c = Array.isArray(node) ? [...(node as unknown[])] : { ...(node as object) };
      copies.set(node, c);
      copies.set(c, c);
    }
    return c as Record<PropertyKey, unknown>;
  };
  const copy = copyOf(value);
  for (const { path, value: v } of found) {
    if (path.length === 0) return fn(v) as T;
    let node = copy;
    for (const key of path.slice(0, -1)) {
      const child = copyOf(node[key]);
      node[key] = child;
      node = child;
    }
    node[path[path.length - 1]] = fn(v);
  }
  return copy as T;
}
