/**
 * Builds the chat assistant's retrieval index of one locale (Node, build and dev time) from
 * that locale's page documents, legal texts, site values and knowledge file: one passage
 * per paragraph, list item, accordion item or card, with its page path, the
 * section's #id anchor and heading. Tokens ({company}, {address}, {vatId},
 * {email}, {siteName}) are filled from site.json (src/lib/site-values.ts).
 */
import { defaultLocale, locales, type Locale } from '../../schemas/locale';
import type { Content } from './content';
import type { Page } from '../../schemas/page';
import type { ChatKnowledge } from '../../schemas/chat-knowledge';
import type { Section } from '../../schemas/section';
import type { Site } from '../../schemas/site';
import { fillSiteValues } from '../lib/site-values';
import { siteForLocale } from '../lib/site-locale';
import { legalByLocale, legalSectionsOf } from './legal-anchors';
import { clientNameFromFile } from '../lib/client-name';
import type { ChatIndex, ChatIndexKnowledge, Passage } from '../lib/chat/retrieve';

type Draft = Omit<Passage, 'id' | 'lang'>;

// Sections with nothing to quote (images), forms (their intro sells the form, not the product;
// the knowledge file points to them), or that only advertise the assistant itself.
const SKIP: ReadonlySet<Section['type']> = new Set([
  'imageBlock',
  'carousel',
  'pageHeading',
  'contactColumns',
  'mediaBlock',
  'form',
]);

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v : undefined;
}

/** The page as a reader names it: "RunVoice – Centralino AI…" → "RunVoice"; the home page → "Home". */
function pageLabel(page: Page): string {
  return page.path === '/' ? 'Home' : page.meta.title.split(/ [–|-] /)[0];
}

/** Items of a section, whatever the section calls them. */
function items(s: Record<string, unknown>): { title?: string; text?: string }[] {
  for (const key of ['items', 'products', 'slides', 'boxes']) {
    const list = s[key];
    if (Array.isArray(list)) {
      return list.map((raw: Record<string, unknown>) => ({
        title: str(raw.title) ?? str(raw.name),
        text: str(raw.text) ?? str(raw.description),
      }));
    }
  }
  if (Array.isArray(s.tags)) return [{ text: s.tags.filter((t): t is string => typeof t === 'string').join(', ') }];
  return [];
}

function sectionPassages(page: Page, section: Section): Omit<Draft, 'key'>[] {
  if (SKIP.has(section.type) || section.type === 'legalSections') return [];
  if (section.type === 'cta' && section.button.action === 'openChat') return [];
  const s = section as Record<string, unknown>;
  const heading = str(s.eyebrow) ?? str(s.title) ?? pageLabel(page);
  const href = section.id ? `${page.path}#${section.id}` : page.path;
  const base = {
    href,
    page: pageLabel(page),
    section: heading,
    source: 'page' as const,
    context: [page.meta.title, s.eyebrow, s.title].filter(str).join(' · '),
  };
  const out: Omit<Draft, 'key'>[] = [];
  // A logo wall: its intro is searched; its client names (the images' alt text) are only shown, as names of
  // museums, hotels and towns would pull every question that names such a business towards this passage.
  if (section.type === 'logoGrid') {
    const more = section.logos.map((l) => clientNameFromFile(l.src)).join(', ');
    return section.intro ? [{ ...base, text: section.intro, more }] : [];
  }
  const lead = [s.subtitle, s.text, s.intro].map(str).filter(Boolean).join(' ');
  if (lead) out.push({ ...base, title: heading === str(s.title) ? undefined : str(s.title), text: lead });
  if (Array.isArray(s.paragraphs)) for (const p of s.paragraphs) if (str(p)) out.push({ ...base, text: p as string });
  for (const it of items(s))
    if (it.text || it.title)
      out.push({ ...base, title: it.text ? it.title : undefined, text: it.text ?? it.title ?? '' });
  return out;
}

/**
 * Where the index has a passage to quote on `page` (what a knowledge file's `asked[].section` may point at):
 * the validate rule rules/chat-asked.ts and the index read the same function.
 */
export function quotableHrefs(page: Page): Set<string> {
  return new Set(
    page.sections.flatMap((s) =>
      (s.type === 'legalSections' ? legalPassages(page, s) : sectionPassages(page, s)).map((d) => d.href),
    ),
  );
}

function legalPassages(page: Page, section: Extract<Section, { type: 'legalSections' }>): Omit<Draft, 'key'>[] {
  const doc = legalByLocale[page.locale][section.document];
  return legalSectionsOf(page.locale, section).flatMap((ls) => {
    // A sentence that introduces a list ("…raccolgono:") travels with its list.
    const blocks: string[] = [];
    for (const block of ls.body) {
      const text = typeof block === 'string' ? block : block.join('; ');
      if (typeof block !== 'string' && blocks.length && blocks[blocks.length - 1].endsWith(':'))
        blocks[blocks.length - 1] += ` ${text}.`;
      else blocks.push(text);
    }
    return blocks.map((text) => ({
      href: `${page.path}#${ls.anchor}`,
      page: doc.title,
      section: ls.title,
      text,
      source: 'page' as const,
      context: `${doc.title} · ${ls.title}`,
    }));
  });
}

function knowledgePassages(knowledge: ChatKnowledge): Draft[] {
  return knowledge.entries.map((e) => ({
    key: `entry:${e.id}`,
    href: e.links[0]?.href ?? '',
    page: '',
    section: '',
    text: e.answer,
    source: 'knowledge' as const,
    context: '',
    keywords: [...e.questions, ...e.keywords].join(' · '),
    entry: {
      id: e.id,
      kind: e.kind,
      productLink: e.productLink,
      links: e.links,
      questions: e.questions.length,
      publishedFor: e.publishedFor,
    },
  }));
}

/** Tokens become site.json values everywhere, text and links. */
function filled<T>(value: T, site: Site): T {
  return JSON.parse(JSON.stringify(value), (_k, v: unknown) =>
    typeof v === 'string' ? fillSiteValues(v, site) : v,
  ) as T;
}

/** What buildChatIndex reads of the content (src/build/content.ts). */
export type ChatIndexContent = Pick<Content, 'pages' | 'routes' | 'chat'> & { site: Site };

/**
 * The passages of one language: its pages (each keyed by its Italian
 * counterpart, section and position, so translations share a key) and its
 * knowledge entries, tagged with the product they are about.
 */
function languagePassages(content: ChatIndexContent, lang: Locale, knowledge: ChatKnowledge): Draft[] {
  const site = siteForLocale(content.site, lang);
  const products = knowledge.products;
  const routeOf = new Map(content.routes.map((r) => [r.path, r]));
  const pages = content.pages.filter((p) => p.locale === lang);
  const drafts: Draft[] = [];
  for (const page of pages) {
    const base = routeOf.get(page.path)?.alternates[defaultLocale] ?? page.path;
    const sections = page.sections.map((s) =>
      s.type === 'legalSections' ? legalPassages(page, s) : sectionPassages(page, s),
    );
    // A section about one product (its lead names it) is about it throughout ("Con RunVoice hotel…" and its
    // items), and so is a section under the same heading on that page (the tourism page's "Assistente vocale").
    const about = sections.map((found) => {
      const named = products.filter((pr) => found.some((d) => `${d.title ?? ''} ${d.text}`.includes(pr.name)));
      return named.length === 1 ? named[0].name : undefined;
    });
    const byHeading = new Map<string, string>();
    sections.forEach((found, i) => {
      const product = about[i];
      if (product && found[0]) byHeading.set(found[0].section, product);
    });
    sections.forEach((found, i) => {
      const product = about[i] ?? (found[0] ? byHeading.get(found[0].section) : undefined);
      found.forEach((d, j) => drafts.push({ ...d, key: `${base}:${i}:${j}`, product }));
    });
  }
  // The knowledge file's phrasings for a section are searched with its passages (never shown).
  for (const [i, a] of knowledge.asked.entries()) {
    const found = drafts.filter((d) => d.href === a.section);
    // validate has checked the page and the anchor: here the section has no text to quote (an image, a form).
    if (!found.length)
      throw new Error(`chat knowledge of ${lang}: asked[${i}].section "${a.section}" has no text to quote`);
    for (const d of found) d.keywords = [d.keywords, ...a.questions].filter(Boolean).join(' · ');
  }
  drafts.push(...knowledgePassages(knowledge));
  return drafts.map((d) => {
    const p = filled(d, site);
    // About a product: on its page, or naming it and no other, or in a section about it.
    const onPage = products.find((pr) => p.href === pr.href || p.href.startsWith(`${pr.href}#`));
    const named = products.filter((pr) => `${p.section} ${p.title ?? ''} ${p.text}`.includes(pr.name));
    const product = onPage?.name ?? (named.length === 1 ? named[0].name : p.product);
    return product && p.source === 'page' ? { ...p, product, context: `${product} · ${p.context}` } : p;
  });
}

/**
 * The index served on the pages of `locale`: every language's passages (a
 * visitor may write in either), `locale`'s knowledge for its replies and the
 * other languages' for a visitor who writes in them.
 */
export function buildChatIndex(content: ChatIndexContent, locale: Locale): ChatIndex {
  const own = content.chat[locale] ?? content.chat[defaultLocale];
  if (!own) throw new Error(`the chat knowledge of ${locale} is missing`);
  const knowledgeOf = (lang: Locale) => content.chat[lang] ?? own;
  const drafts = locales.flatMap((lang) =>
    languagePassages(content, lang, knowledgeOf(lang)).map((d) => ({ ...d, lang })),
  );
  const passages: Passage[] = drafts.map((d, id) => ({ ...d, id }));
  const strip = (k: ChatKnowledge, lang: Locale): ChatIndexKnowledge => {
    const { entries: _entries, asked: _asked, $schema: _schema, ...rest } = k;
    return filled(rest, siteForLocale(content.site, lang));
  };
  const translations: ChatIndex['translations'] = {};
  for (const lang of locales)
    if (lang !== locale && content.chat[lang]) translations[lang] = strip(knowledgeOf(lang), lang);
  return { locale, passages, knowledge: strip(own, locale), translations };
}
