/**
 * Every schema is strict (z.strictObject): a key it does not know is an
 * error, not silently dropped. This turns zod's "unrecognized_keys" issue into
 * one message per key, with the closest known key as a hint.
 */
import { z } from 'zod';
import { didYouMean } from './did-you-mean';

type Schema = z.core.$ZodType;

function unwrap(schema: Schema): Schema {
  let s = schema;
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault || s instanceof z.ZodPrefault) s = s.unwrap();
    else if (s instanceof z.ZodPipe) s = s.in;
    else return s;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Of a union's object options, the one `value` most likely meant (most keys in common). */
function pickOption(options: readonly Schema[], value: unknown): Schema | undefined {
  const objects = options.map(unwrap).filter((o): o is z.ZodObject => o instanceof z.ZodObject);
  if (!isRecord(value)) return objects[0];
  const score = (o: z.ZodObject) =>
    Object.entries(o.shape).reduce((n, [k, field]) => {
      if (!(k in value)) return n;
      const literal = unwrap(field);
      // A discriminator that matches decides.
      if (literal instanceof z.ZodLiteral) return literal.values.has(value[k] as never) ? n + 100 : n - 100;
      return n + 1;
    }, 0);
  return objects.sort((a, b) => score(b) - score(a))[0];
}

/** The object schema at `path` inside `schema`, following the raw document to pick union options. */
function objectAt(schema: Schema, raw: unknown, path: readonly PropertyKey[]): z.ZodObject | undefined {
  let s = unwrap(schema);
  let value = raw;
  for (let i = 0; ; i++) {
    if (s instanceof z.ZodUnion) s = pickOption(s.options, value) ?? s;
    if (i === path.length) return s instanceof z.ZodObject ? s : undefined;
    const key = path[i];
    if (s instanceof z.ZodObject && typeof key === 'string' && key in s.shape) s = unwrap(s.shape[key]);
    else if (s instanceof z.ZodArray && typeof key === 'number') s = unwrap(s.element);
    else return undefined;
    value = isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
}

/** "unknown key …" for one unrecognized key of the object at `path`. */
export function unknownKeyMessage(schema: Schema, raw: unknown, path: readonly PropertyKey[], key: string): string {
  const known = Object.keys(objectAt(schema, raw, path)?.shape ?? {}).filter((k) => k !== '$schema');
  const hint = didYouMean(key, known);
  if (hint) return `unknown key "${key}" (did you mean "${hint}"?)`;
  return `unknown key "${key}"${known.length ? `; allowed keys: ${known.join(', ')}` : ''}`;
}
