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

function walk(schema: Schema, value: unknown, path: PropertyKey[], out: Tagged[]): void {
  if (value === undefined) return;
  const t = contentTags.get(schema);
  if (t) {
    out.push({ tag: t, path, value });
    return;
  }
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType, value, path, out);
    case 'pipe':
      return walk(def.in, value, path, out);
    case 'lazy':
      return walk(def.getter(), value, path, out);
    case 'object':
      if (isRecord(value)) for (const [k, s] of Object.entries(def.shape)) walk(s, value[k], [...path, k], out);
      return;
    case 'record':
      if (isRecord(value)) for (const [k, v] of Object.entries(value)) walk(def.valueType, v, [...path, k], out);
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((v, i) => walk(def.element, v, [...path, i], out));
      return;
    case 'tuple':
      if (Array.isArray(value))
        value.forEach((v, i) =>
          walk((i < def.items.length ? def.items[i] : def.rest) ?? z.never(), v, [...path, i], out),
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

/** Every value of `value` whose field in `schema` is tagged (of one kind, when given), with its JSON path. */
export function tagged(schema: Schema, value: unknown, kind?: ContentKind): Tagged[] {
  const out: Tagged[] = [];
  walk(schema, value, [], out);
  return kind ? out.filter((t) => t.tag.kind === kind) : out;
}

/** A copy of `value` with every value tagged `kind` replaced by `fn(value)`. */
export function mapTagged<T>(schema: Schema, value: T, kind: ContentKind, fn: (v: unknown) => unknown): T {
  const found = tagged(schema, value, kind);
  if (!found.length) return value;
  const copy = structuredClone(value);
  for (const { path, value: v } of found) {
    if (path.length === 0) return fn(v) as T;
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)[key], copy);
    (parent as Record<PropertyKey, unknown>)[path[path.length - 1]] = fn(v);
  }
  return copy;
}
