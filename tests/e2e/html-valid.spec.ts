/**
 * Every prerendered document (Italian and English pages, aliases, both 404s)
 * is valid HTML, checked with html-validate (pure JS, no Java in CI), set up
 * in support/html-validate.ts (each rule turned off or relaxed says why).
 */
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { localeOfPath } from '../../schemas/locale';
import { listRoutes } from '../../src/build/dist-routes';
import { resolvePaths } from '../../src/build/paths';
import { expect, test } from './fixtures';
import { htmlValidateConfig } from './support/html-validate';

const { outDir } = resolvePaths();

/** Every HTML file the build wrote: listRoutes' documents and any other (e.g. a locale's 404.html). */
function builtDocuments(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const abs = path.join(dir, d.name);
    if (d.isDirectory()) return builtDocuments(abs);
    return d.name.endsWith('.html') ? [abs] : [];
  });
}

const documents = builtDocuments(outDir).sort();
const route = (file: string) => `/${path.relative(outDir, file).split(path.sep).join('/')}`;

test('the build holds every route of both languages and both not-found pages', () => {
  for (const { file } of listRoutes(outDir)) expect(documents).toContain(file);
  const routes = documents.map(route);
  expect(routes).toEqual(expect.arrayContaining(['/404.html', '/en/404.html', '/index.html', '/en/index.html']));
  expect(routes.filter((r) => localeOfPath(r) === 'en').length).toBe(
    routes.filter((r) => localeOfPath(r) === 'it').length,
  );
});

test('every prerendered document is valid HTML (html-validate, recommended rules)', async () => {
  const validator = new HtmlValidate(htmlValidateConfig);
  const found: string[] = [];
  for (const file of documents) {
    const report = await validator.validateString(fs.readFileSync(file, 'utf8'), route(file));
    for (const { messages } of report.results)
      for (const m of messages) found.push(`${route(file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  console.log(`html-validate: ${found.length} errors in ${documents.length} documents`);
  expect(found).toEqual([]);
});
