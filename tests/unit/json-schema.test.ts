// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedSchemas } from '../../schemas/json';
import { sectionTypes } from '../../schemas/section';

describe('generated JSON Schema', () => {
  it('matches the zod source (run `npm run schemas` after changing a schema)', () => {
    for (const [name, json] of Object.entries(generatedSchemas())) {
      expect(fs.readFileSync(`schemas/generated/${name}`, 'utf8'), `schemas/generated/${name} is stale`).toBe(json);
    }
  });

  it('lists every section type so editors can autocomplete them', () => {
    const text = fs.readFileSync('schemas/generated/page.schema.json', 'utf8');
    for (const type of sectionTypes) expect(text).toContain(`"const": "${type}"`);
  });
});
