/**
 * type → component loader. Each section is its own chunk, loaded only on the
 * pages that use it (the prerenderer preloads a page's sections; the client
 * preloads them before hydrating or navigating). `satisfies` makes a missing
 * or mistyped section a compile error instead of a blank space on the page.
 */
import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../../schemas/section';

export const registry = {
  hero: () => import('../sections/hero/Hero').then((m) => m.Hero),
  productGrid: () => import('../sections/productGrid/ProductGrid').then((m) => m.ProductGrid),
  list: () => import('../sections/list/List').then((m) => m.List),
  leadBanner: () => import('../sections/leadBanner/LeadBanner').then((m) => m.LeadBanner),
  cta: () => import('../sections/cta/Cta').then((m) => m.Cta),
  imageBlock: () => import('../sections/imageBlock/ImageBlock').then((m) => m.ImageBlock),
  carousel: () => import('../sections/carousel/Carousel').then((m) => m.Carousel),
  cardSlider: () => import('../sections/cardSlider/CardSlider').then((m) => m.CardSlider),
  mediaBlock: () => import('../sections/mediaBlock/MediaBlock').then((m) => m.MediaBlock),
  featureGrid: () => import('../sections/featureGrid/FeatureGrid').then((m) => m.FeatureGrid),
  featureMedia: () => import('../sections/featureMedia/FeatureMedia').then((m) => m.FeatureMedia),
  accordion: () => import('../sections/accordion/Accordion').then((m) => m.Accordion),
  textBlock: () => import('../sections/textBlock/TextBlock').then((m) => m.TextBlock),
  logoGrid: () => import('../sections/logoGrid/LogoGrid').then((m) => m.LogoGrid),
  tagList: () => import('../sections/tagList/TagList').then((m) => m.TagList),
  contactColumns: () => import('../sections/contactColumns/ContactColumns').then((m) => m.ContactColumns),
  legalSections: () => import('../sections/legalSections/LegalSections').then((m) => m.LegalSections),
  form: () => import('../sections/form/Form').then((m) => m.Form),
  placeholder: () => import('../sections/placeholder/Placeholder').then((m) => m.Placeholder),
} satisfies { [K in SectionType]: () => Promise<ComponentType<SectionOf<K>>> };
