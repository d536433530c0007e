/** `npm run validate`: prints every error as FILE: json.path: message, exits 1 on any. */
import { formatError, loadContent } from '../content';

const started = performance.now();
const { pages, errors, warnings } = loadContent(process.argv[2] ?? process.cwd());
for (const w of warnings) console.warn(`warning: ${w}`);
if (errors.length) {
  for (const e of errors) console.error(formatError(e));
  console.error(`\n${errors.length} error${errors.length === 1 ? '' : 's'} in pages-config/`);
  process.exit(1);
}
console.log(`pages-config: ${pages.length} pages valid (${Math.round(performance.now() - started)} ms)`);
