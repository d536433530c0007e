/**
 * `npm run validate [-- ROOT] [-- --translations]`: prints every error as FILE: json.path: message, exits 1
 * on any. With --translations it also prints each page's status per locale (present, missing, source
 * changed since the translation by git history, or unknown when there is no history to ask).
 */
import path from 'node:path';
import { CONFIG_DIR, formatError, loadContent } from '../content';
import { formatTranslationTable, gitChangeTime, gitHistoryProblem, translationTable } from '../i18n/translations';
import { resolvePaths } from '../paths';
import { siteOverridesFromEnv } from '../site-overrides';

const args = process.argv.slice(2);
const showTranslations = args.includes('--translations');
const root = args.find((a) => !a.startsWith('--')) ?? resolvePaths().contentRoot;

const started = performance.now();
const { pages, errors, warnings } = loadContent(root, { siteOverrides: siteOverridesFromEnv(process.env) });
for (const w of warnings) console.warn(`warning: ${w}`);

if (showTranslations) {
  const rows = translationTable(path.join(root, CONFIG_DIR), gitChangeTime(root));
  console.log(
    `\nTranslations (${CONFIG_DIR}/x.json and ${CONFIG_DIR}/<locale>/x.json):\n${formatTranslationTable(rows)}`,
  );
  const problem = gitHistoryProblem(root);
  if (problem) console.log(`"unknown": ${problem}, so the dates of source and translation cannot be compared.`);
  console.log('');
}

if (errors.length) {
  for (const e of errors) console.error(formatError(e));
  console.error(`\n${errors.length} error${errors.length === 1 ? '' : 's'} in pages-config/`);
  process.exit(1);
}
console.log(`pages-config: ${pages.length} pages valid (${Math.round(performance.now() - started)} ms)`);
