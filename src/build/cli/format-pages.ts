/** `npm run format:pages`: rewrites every page document in pages-config/ in the editor's form (editor/format.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_DIR, DATA_DIR, SITE_FILE } from '../content';
import { listJsonFiles } from '../content-files';
import { formatPage } from '../editor/format';
import { resolvePaths } from '../paths';

const { contentRoot } = resolvePaths();
let changed = 0;
for (const abs of listJsonFiles(path.join(contentRoot, CONFIG_DIR))) {
  if (path.basename(abs) === SITE_FILE || abs.split(path.sep).includes(DATA_DIR)) continue;
  const text = fs.readFileSync(abs, 'utf8');
  const formatted = await formatPage(JSON.parse(text));
  if (formatted === text) continue;
  fs.writeFileSync(abs, formatted);
  changed += 1;
  console.log(`formatted ${path.relative(contentRoot, abs)}`);
}
console.log(`${changed} page document${changed === 1 ? '' : 's'} rewritten`);
