/**
 * type → section definition (src/sections/<type>/definition.ts). `satisfies`
 * makes a missing or mistyped section a compile error instead of a blank
 * space on the page.
 */
import type { SectionType } from '../../schemas/section';
import type { SectionDefinition } from '../lib/section-definition';
import { hero } from '../sections/hero/definition';
import { productGrid } from '../sections/productGrid/definition';
import { list } from '../sections/list/definition';
import { leadBanner } from '../sections/leadBanner/definition';
import { cta } from '../sections/cta/definition';
import { imageBlock } from '../sections/imageBlock/definition';
import { carousel } from '../sections/carousel/definition';
import { cardSlider } from '../sections/cardSlider/definition';
import { mediaBlock } from '../sections/mediaBlock/definition';
import { featureGrid } from '../sections/featureGrid/definition';
import { featureMedia } from '../sections/featureMedia/definition';
import { accordion } from '../sections/accordion/definition';
import { textBlock } from '../sections/textBlock/definition';
import { logoGrid } from '../sections/logoGrid/definition';
import { tagList } from '../sections/tagList/definition';
import { contactColumns } from '../sections/contactColumns/definition';
import { legalSections } from '../sections/legalSections/definition';
import { form } from '../sections/form/definition';
import { pageHeading } from '../sections/pageHeading/definition';

export const registry = {
  hero,
  productGrid,
  list,
  leadBanner,
  cta,
  imageBlock,
  carousel,
  cardSlider,
  mediaBlock,
  featureGrid,
  featureMedia,
  accordion,
  textBlock,
  logoGrid,
  tagList,
  contactColumns,
  legalSections,
  form,
  pageHeading,
} satisfies { [K in SectionType]: SectionDefinition<K> };
