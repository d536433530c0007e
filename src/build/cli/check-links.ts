/** `npm run check-links`: link integrity of the build in RUNSITE_OUT_DIR or dist/ (src/build/check-links.ts); exits 1 on any problem. */
import fs from 'node:fs';
import path from 'node:path';
import { checkDist } from '../check-links';
import { SITE_FILE } from '../content';
import { resolvePaths } from '../paths';

const { outDir, configDir } = resolvePaths();
const siteUrl = (JSON.parse(fs.readFileSync(path.join(configDir, SITE_FILE), 'utf8')) as { siteUrl: string }).siteUrl;
const report = checkDist(outDir, siteUrl);
for (const p of report.problems) console.error(p);
console.log(`${report.pages} pages, ${report.links} links and assets checked, ${report.problems.length} problems`);
process.exit(report.problems.length ? 1 : 0);
