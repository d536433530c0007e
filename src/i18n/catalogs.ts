/**
 * The interface's string catalogs. Each locale's module is its own chunk
 * (dynamic import), so an Italian page never downloads English strings.
 */
import { catalog } from './catalog';
import type { UiStrings } from './it';
import type { FormStrings } from './form.it';
import type { LegalDocuments } from './legal.it';

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

/** The privacy and cookie policy texts (legal pages only). */
export const legalCatalog = catalog<LegalDocuments>('legal', {
  it: () => import('./legal.it').then((m) => m.legalDocuments),
  en: () => import('./legal.en').then((m) => m.legalDocuments),
});
