/**
 * Element ids the shell and the boot code own. A section may not take one
 * (validation refuses it, src/build/rules/ids.ts): a section with
 * "id": "page-data" used to shadow the inline page data, and the page never
 * hydrated. Every use below reads its id from here, so the list cannot drift.
 */
export const SHELL_IDS = {
  /** index.html's container the app hydrates (src/index.html spells it too). */
  root: 'root',
  main: 'main',
  /** The inline page document (script#page-data[type="application/json"]). */
  pageData: 'page-data',
  /** The boot script, with the page's chunks in data-modules. */
  boot: 'boot',
  mobileMenu: 'mobile-menu',
  chatTitle: 'chat-panel-title',
  chatInput: 'chat-panel-input',
  chatCounter: 'chat-panel-counter',
  notFoundTitle: 'not-found-title',
} as const;

/** The reserved ids, for the validation rule. */
export const reservedIds: ReadonlySet<string> = new Set(Object.values(SHELL_IDS));
