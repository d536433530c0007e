/** Writes schemas/generated/*.schema.json from the zod schemas (never edit those by hand). */
import fs from 'node:fs';
import path from 'node:path';
import { generatedSchemas } from '../../../schemas/json';

const outDir = path.resolve('schemas/generated');
fs.mkdirSync(outDir, { recursive: true });
for (const [name, json] of Object.entries(generatedSchemas())) {
  fs.writeFileSync(path.join(outDir, name), json);
  console.log(`wrote schemas/generated/${name}`);
}
