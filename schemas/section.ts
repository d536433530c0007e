/**
 * The section union: adding a section type means adding its schema here and
 * its component to src/render/registry.ts (the compiler then insists).
 */
import { z } from 'zod';
import { carouselSchema } from './sections/carousel';
import { cardSliderSchema } from './sections/cardSlider';
import { featureGridSchema } from './sections/featureGrid';
import { featureMediaSchema } from './sections/featureMedia';
import { mediaBlockSchema } from './sections/mediaBlock';
import { ctaSchema } from './sections/cta';
import { heroSchema } from './sections/hero';
import { imageBlockSchema } from './sections/imageBlock';
import { leadBannerSchema } from './sections/leadBanner';
import { listSchema } from './sections/list';
import { productGridSchema } from './sections/productGrid';
import { accordionSchema } from './sections/accordion';
import { textBlockSchema } from './sections/textBlock';
import { logoGridSchema } from './sections/logoGrid';
import { tagListSchema } from './sections/tagList';
import { contactColumnsSchema } from './sections/contactColumns';
import { legalSectionsSchema } from './sections/legalSections';
import { placeholderSchema } from './sections/placeholder';
import { formSchema } from './sections/form';

export const sectionSchemas = [heroSchema, productGridSchema, listSchema, leadBannerSchema, ctaSchema, imageBlockSchema, carouselSchema, cardSliderSchema, mediaBlockSchema, featureGridSchema, featureMediaSchema, accordionSchema, textBlockSchema, logoGridSchema, tagListSchema, contactColumnsSchema, legalSectionsSchema, placeholderSchema, formSchema] as const;

export const sectionSchema = z.discriminatedUnion('type', sectionSchemas);

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOf<K extends SectionType> = Extract<Section, { type: K }>;
/** What a document author writes (defaults not yet applied): used for story args. */
export type SectionInput<K extends SectionType> = Extract<z.input<typeof sectionSchema>, { type: K }>;

export const sectionTypes = sectionSchemas.map((s) => s.shape.type.value) as SectionType[];

export function schemaFor<K extends SectionType>(type: K): z.ZodType<SectionOf<K>, SectionInput<K>> {
  const found = sectionSchemas.find((s) => s.shape.type.value === type);
  if (!found) throw new Error(`unknown section type ${type}`);
  return found as unknown as z.ZodType<SectionOf<K>, SectionInput<K>>;
}
