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
import type { Locale } from '../../schemas/locale';

/** Labels of the header, footer, chat, consent, sliders… needed on every page. */
export const uiCatalog = catalog<UiStrings>('interface', {
  it: () => import('./it').then((m) => m.ui),
  en: () => import('./en').then((m) => m.ui),
});

/** The form section's labels and messages (pages with a form only). */
export const formCatalog = catalog<FormStrings>('form', {
  it: () => import('./form.it').then((m) => m.formUi),
  en: () => import('./form.en').then((m) => m.formUi),
});

/** The chat panel's labels (loaded with the panel, when the visitor opens the chat). */
export const chatCatalog = catalog<ChatStrings>('chat', {
  it: () => import('./chat.it').then((m) => m.chatUi),
  en: () => import('./chat.en').then((m) => m.chatUi),
});

/** The privacy and cookie policy texts (legal pages only). */
export const legalCatalog = catalog<LegalDocuments>('legal', {
  it: () => import('./legal.it').then((m) => m.legalDocuments),
  en: () => import('./legal.en').then((m) => m.legalDocuments),
});

/** site.json's values of one edition (description, og:locale, header and footer menus) and the assistant's name. */
export const siteCatalog = catalog<EditionValues>('site', {
  it: () => import('virtual:site-locale/it').then((m) => m.default),
  en: () => import('virtual:site-locale/en').then((m) => m.default),
});

/** What every page reads, whatever its sections: loaded before a page of that language renders. */
export const pageCatalogs = [uiCatalog, siteCatalog] as const;

/** The strings every page of `locale` reads (header, footer, site values). */
export async function loadPageStrings(locale: Locale): Promise<void> {
  await Promise.all(pageCatalogs.map((c) => c.load(locale)));
}
