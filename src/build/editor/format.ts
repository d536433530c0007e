/**
 * The one way a page document is written (the visual editor's saves, `npm run format:pages`): keys in
 * the schema's order with `$schema` first, then Prettier with the repository's settings (2 spaces,
 * short arrays on one line, a trailing newline). Every file in pages-config/ is kept in this form
 * (tests/unit/editor-format.test.ts), so a save shows only what changed.
 */
import * as prettier from 'prettier';
import { z } from 'zod';
import { pageSchema } from '../../../schemas/page';
import { inSchemaOrder, type JsonSchema } from '../../lib/editor/json-schema';
import { REPO_ROOT } from '../paths';

let pageJsonSchema: JsonSchema | undefined;

/** The page schema as the editor reads it (input shape: fields with defaults are optional). */
export function pageJson(): JsonSchema {
  pageJsonSchema ??= z.toJSONSchema(pageSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return pageJsonSchema;
}

export async function formatPage(value: unknown): Promise<string> {
  const options = (await prettier.resolveConfig(`${REPO_ROOT}/pages-config/x.json`)) ?? {};
  return prettier.format(JSON.stringify(inSchemaOrder(value, pageJson()), null, 2), { ...options, parser: 'json' });
}
