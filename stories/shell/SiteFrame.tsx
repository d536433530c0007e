/**
 * The site's shell as every page has it (skip link, header, <main id="main">, footer), without the parts
 * the boot script brings to life (chat bubble, cookie banner): src/app/Document.tsx.
 */
export { SiteFrame } from '../../src/app/Document';
