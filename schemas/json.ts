/** JSON Schema for editors, generated from the zod source (input shape: defaults are optional). */
import { z } from 'zod';
import { pageSchema } from './page';
import { chatKnowledgeSchema } from './chat-knowledge';
import { siteSchema } from './site';

function toJson(schema: z.ZodType, title: string): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ title, ...json }, null, 2)}\n`;
}

export function generatedSchemas(): Record<string, string> {
  return {
    'page.schema.json': toJson(pageSchema, 'Page document'),
    'site.schema.json': toJson(siteSchema, 'Site data'),
    'chat-knowledge.schema.json': toJson(
      chatKnowledgeSchema,
      "The chat assistant's knowledge (pages-config/data/chat-knowledge.json)",
    ),
  };
}
