/** In-memory documents for the rule tests: no files, no shipped content. */
import { pageSchema } from '../../../schemas/page';
import { siteSchema } from '../../../schemas/site';
import type { ContentDocument, RawDocument, RuleContext } from '../../../src/build/rules';
import { page, siteJson } from '../fixtures';

export function pageDoc(
  file: string,
  pathname: string,
  sections: unknown[],
  extra: Record<string, unknown> = {},
): ContentDocument {
  const value = pageSchema.parse(page(pathname, sections, extra));
  return { file, schema: pageSchema, value, page: value };
}

export function siteDoc(patch: (site: Record<string, unknown>) => void = () => {}): ContentDocument {
  const raw = siteJson();
  patch(raw);
  return { file: 'pages-config/site.json', schema: siteSchema, value: siteSchema.parse(raw) };
}

export function context(documents: ContentDocument[], extra: Partial<RuleContext> = {}): RuleContext {
  const raw: RawDocument[] = documents.map(({ file, value }) => ({ file, value }));
  return {
    documents,
    raw,
    claimedRoutes: [],
    routesUnknown: false,
    configDir: 'pages-config',
    publicDir: 'src/public',
    publicFileExists: () => true,
    ...extra,
  };
}

export const hero = (title: string, extra: Record<string, unknown> = {}) => ({ type: 'hero', title, ...extra });
