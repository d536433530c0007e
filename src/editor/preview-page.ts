/**
 * The page the preview shows for a draft: the document as the build reads it
 * (defaults applied, {tokens} filled), with the sections that do not validate
 * yet left out, so the preview follows every keystroke without waiting for
 * the server's checks.
 */
import { pageSchema, type Page } from '../../schemas/page';
import { sectionSchema } from '../../schemas/section';
import type { SharedSite } from '../../schemas/site';
import { fillSiteValuesDeep } from '../lib/site-values';

const STAND_IN_META = {
  title: 'Anteprima',
  description: 'Anteprima di una pagina in lavorazione nell’editor visuale del sito.',
};

// Each version of a draft is checked once: the editor shows it as it is typed, and its render then asks
// again whether there is anything to show (a draft's versions are new objects, never changed in place).
const checked = new WeakMap<object, { site: SharedSite | undefined; page: Page | undefined }>();

export function previewPage(doc: unknown, site: SharedSite | undefined): Page | undefined {
  if (!doc || typeof doc !== 'object') return undefined;
  const known = checked.get(doc);
  if (known && known.site === site) return known.page;
  const page = check(doc, site);
  checked.set(doc, { site, page });
  return page;
}

function check(doc: object, site: SharedSite | undefined): Page | undefined {
  const filled = (site ? fillSiteValuesDeep(doc, site) : doc) as Record<string, unknown>;
  const whole = pageSchema.safeParse(filled);
  if (whole.success) return whole.data;
  const sections = (Array.isArray(filled.sections) ? filled.sections : []).flatMap((s: unknown) => {
    const one = sectionSchema.safeParse(s);
    return one.success ? [one.data] : [];
  });
  if (!sections.length) return undefined;
  const partial = pageSchema.safeParse({ ...filled, sections });
  if (partial.success) return partial.data;
  const standIn = pageSchema.safeParse({ ...filled, meta: STAND_IN_META, sections });
  return standIn.success ? standIn.data : undefined;
}
