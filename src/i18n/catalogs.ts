/**
 * The interface's string catalogs. Each locale's module is its own chunk
 * (dynamic import), so an Italian page never downloads English strings.
 */
import { catalog } from './catalog';
import type { UiStrings } from './it';
import type { FormStrings } from './form.it';
import type { LegalDocuments } from './legal.it';
import type { ChatStrings } from './chat.it';
import type { EditionValues } from '../../schemas/site';

/** Labels of the header, footer, chat, consent, sliders… needed on every page. */
export const uiCatalog = catalog<UiStrings>('interface', {
  it: { load: () => import('./it').then((m) => m.ui), module: 'i18n/it.ts' },
  en: { load: () => import('./en').then((m) => m.ui), module: 'i18n/en.ts' },
});

/** The form section's labels and messages (pages with a form only). */
export const formCatalog = catalog<FormStrings>('form', {
  it: { load: () => import('./form.it').then((m) => m.formUi), module: 'i18n/form.it.ts' },
  en: { load: () => import('./form.en').then((m) => m.formUi), module: 'i18n/form.en.ts' },
});

/** The chat panel's labels (loaded with the panel, when the visitor opens the chat). */
export const chatCatalog = catalog<ChatStrings>('chat', {
  it: { load: () => import('./chat.it').then((m) => m.chatUi), module: 'i18n/chat.it.ts' },
  en: { load: () => import('./chat.en').then((m) => m.chatUi), module: 'i18n/chat.en.ts' },
});

/** The privacy and cookie policy texts (legal pages only). */
export const legalCatalog = catalog<LegalDocuments>('legal', {
  it: { load: () => import('./legal.it').then((m) => m.legalDocuments), module: 'i18n/legal.it.ts' },
  en: { load: () => import('./legal.en').then((m) => m.legalDocuments), module: 'i18n/legal.en.ts' },
});

/** site.json's values of one edition (description, og:locale, header and footer menus) and the assistant's name. */
export const siteCatalog = catalog<EditionValues>('site', {
  it: { load: () => import('virtual:site-locale/it').then((m) => m.default), module: 'i18n/site-locale.it.json' },
  en: { load: () => import('virtual:site-locale/en').then((m) => m.default), module: 'i18n/site-locale.en.json' },
});

/** What every page reads, whatever its sections: loaded before a page of that language renders. */
export const pageCatalogs = [uiCatalog, siteCatalog] as const;
