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

export function previewPage(doc: unknown, site: SharedSite | undefined): Page | undefined {
  if (!doc || typeof doc !== 'object') return undefined;
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
