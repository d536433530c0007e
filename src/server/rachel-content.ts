/**
 * Loads and validates pages-config/data/rachel.json (Node only). Called by
 * loadContent, so `npm run validate` and the build report its errors as
 * FILE: json.path: message like every other document.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rachelSchema, type Rachel } from '../../schemas/rachel';

export const RACHEL_FILE = 'pages-config/data/rachel.json';

interface Issue {
  file: string;
  path: string;
  message: string;
}

function jsonPath(parts: readonly PropertyKey[]): string {
  if (parts.length === 0) return '$';
  return parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

/** The parsed knowledge, or undefined when the file is absent or invalid (errors are pushed). */
export function loadRachel(root: string, errors: Issue[]): { file: string; data: Rachel } | undefined {
  const abs = path.join(root, RACHEL_FILE);
  if (!fs.existsSync(abs)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(abs, 'utf8'));
  } catch (err) {
    errors.push({ file: RACHEL_FILE, path: '$', message: `invalid JSON: ${(err as Error).message}` });
    return undefined;
  }
  const parsed = rachelSchema.safeParse(raw);
  if (!parsed.success) {
    errors.push(...parsed.error.issues.map((i) => ({ file: RACHEL_FILE, path: jsonPath(i.path), message: i.message })));
    return undefined;
  }
  const expected = '../../schemas/generated/rachel.schema.json';
  if (parsed.data.$schema !== expected) {
    errors.push({ file: RACHEL_FILE, path: '$schema', message: `must be "${expected}" so editors autocomplete the fields` });
  }
  return { file: RACHEL_FILE, data: parsed.data };
}
