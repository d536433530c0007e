/**
 * Element ids the shell and the boot code own. A section may not take one
 * (validation refuses it, src/build/rules/ids.ts): a section with
 * "id": "boot" would shadow the boot script, and the page's first islands
 * would never get their code. Every use below reads its id from here, so the list cannot drift.
 */
export const SHELL_IDS = {
  /** index.html's container the app hydrates (src/index.html spells it too). */
  root: 'root',
  main: 'main',
  /** index.html's empty element after the page: the first paint waits for it (link rel=expect). */
  pageEnd: 'page-end',
  /** The boot script, with the chunks of the page's first islands in data-modules. */
  boot: 'boot',
  /** The cookie banner's <template> and its title and text. */
  consentBanner: 'consent-banner',
  consentBannerTitle: 'consent-banner-title',
  consentBannerText: 'consent-banner-text',
  mobileMenu: 'mobile-menu',
  chatTitle: 'chat-panel-title',
  chatInput: 'chat-panel-input',
  chatCounter: 'chat-panel-counter',
  notFoundTitle: 'not-found-title',
} as const;

/** The reserved ids, for the validation rule. */
export const reservedIds: ReadonlySet<string> = new Set(Object.values(SHELL_IDS));
