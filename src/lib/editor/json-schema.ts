/**
 * The JSON Schema the visual editor builds its forms from (draft 2020-12, as
 * z.toJSONSchema writes it), with the content tags of schemas/tags.ts as
 * `x-tag` (link, asset, richText, video…). Dev only: never in a visitor's bundle.
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  'x-tag'?: string;
}

/** The branch of a discriminated union (`oneOf` of objects with a `const` type) that `value` is. */
export function branchOf(schema: JsonSchema, value: unknown): JsonSchema | undefined {
  const options = schema.oneOf ?? schema.anyOf;
  if (!options) return undefined;
  const type = (value as { type?: unknown } | null)?.type;
  return options.find((o) => o.properties?.type.const === type);
}

/** The schema itself, or the one non-null member of an `anyOf` (an optional or nullable field). */
export function unwrap(schema: JsonSchema): JsonSchema {
  if (schema.anyOf && !schema.properties) {
    const real = schema.anyOf.filter((s) => s.type !== 'null');
    if (real.length === 1) return { ...real[0], description: schema.description ?? real[0].description };
  }
  return schema;
}

/**
 * `value` with every object's keys in its schema's order (`$schema` first, keys the schema does not
 * know after, as they were): the order the files are written in, so a save changes only what changed.
 */
export function inSchemaOrder(value: unknown, schema: JsonSchema | undefined): unknown {
  if (Array.isArray(value)) {
    const items = schema && unwrap(schema).items;
    return value.map((v) => inSchemaOrder(v, items && (branchOf(items, v) ?? items)));
  }
  if (value === null || typeof value !== 'object') return value;
  const s = schema && (branchOf(unwrap(schema), value) ?? unwrap(schema));
  const known = Object.keys(s?.properties ?? {});
  const keys = Object.keys(value);
  const ordered = [
    ...keys.filter((k) => k === '$schema'),
    ...known.filter((k) => k !== '$schema' && keys.includes(k)),
    ...keys.filter((k) => k !== '$schema' && !known.includes(k)),
  ];
  const record = value as Record<string, unknown>;
  return Object.fromEntries(ordered.map((k) => [k, inSchemaOrder(record[k], s?.properties?.[k])]));
}
