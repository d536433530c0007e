/** Reading and changing a document by JSON path, and new values shaped by the schema. */
import type { JsonSchema } from '../lib/editor/json-schema';
import { branchOf, unwrap } from '../lib/editor/json-schema';

export type Path = (string | number)[];
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

/** `value` with `next` at `path` (undefined removes an object key); untouched parts are shared. */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (!path.length) return next;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    copy[key as number] = setAt(copy[key as number], rest, next);
    return copy;
  }
  const record = (value as Record<string, unknown> | undefined) ?? {};
  const child = setAt(record[key], rest, next);
  // An undefined value removes the key (an optional field cleared).
  return Object.fromEntries(Object.entries({ ...record, [key]: child }).filter(([, v]) => v !== undefined));
}

/** A new value for `schema`: its default, or the least that has every required field. */
export function defaultFor(schema: JsonSchema): unknown {
  const s = unwrap(schema);
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return structuredClone(s.default);
  if (s.oneOf ?? s.anyOf) return defaultFor((s.oneOf ?? s.anyOf ?? [])[0]);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, defaultFor(s.properties?.[k] ?? {})]));
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
    default:
      return '';
  }
}

/** The schema of the value at `path` in a document of `root`. */
export function schemaAt(root: JsonSchema, doc: unknown, path: Path): JsonSchema | undefined {
  let schema: JsonSchema | undefined = root;
  let value: unknown = doc;
  for (const key of path) {
    if (!schema) return undefined;
    schema = unwrap(schema);
    schema = branchOf(schema, value) ?? schema;
    schema = typeof key === 'number' ? schema.items : schema.properties?.[key];
    value = (value as Record<string | number, unknown> | undefined)?.[key];
  }
  return schema && (branchOf(unwrap(schema), value) ?? unwrap(schema));
}
