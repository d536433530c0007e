/**
 * type → component. `satisfies` makes a missing or mistyped section a
 * compile error instead of a blank space on the page.
 */
import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../../schemas/section';
import { CardSlider } from '../sections/cardSlider/CardSlider';
import { Carousel } from '../sections/carousel/Carousel';
import { FeatureGrid } from '../sections/featureGrid/FeatureGrid';
import { FeatureMedia } from '../sections/featureMedia/FeatureMedia';
import { MediaBlock } from '../sections/mediaBlock/MediaBlock';
import { Cta } from '../sections/cta/Cta';
import { Hero } from '../sections/hero/Hero';
import { ImageBlock } from '../sections/imageBlock/ImageBlock';
import { LeadBanner } from '../sections/leadBanner/LeadBanner';
import { List } from '../sections/list/List';
import { ProductGrid } from '../sections/productGrid/ProductGrid';
import { Accordion } from '../sections/accordion/Accordion';
import { TextBlock } from '../sections/textBlock/TextBlock';
import { LogoGrid } from '../sections/logoGrid/LogoGrid';
import { TagList } from '../sections/tagList/TagList';
import { ContactColumns } from '../sections/contactColumns/ContactColumns';
import { LegalSections } from '../sections/legalSections/LegalSections';
import { Placeholder } from '../sections/placeholder/Placeholder';

export const registry = {
  hero: Hero,
  productGrid: ProductGrid,
  list: List,
  leadBanner: LeadBanner,
  cta: Cta,
  imageBlock: ImageBlock,
  carousel: Carousel,
  cardSlider: CardSlider,
  mediaBlock: MediaBlock,
  featureGrid: FeatureGrid,
  featureMedia: FeatureMedia,
  accordion: Accordion,
  textBlock: TextBlock,
  logoGrid: LogoGrid,
  tagList: TagList,
  contactColumns: ContactColumns,
  legalSections: LegalSections,
  placeholder: Placeholder,
} satisfies { [K in SectionType]: ComponentType<SectionOf<K>> };
