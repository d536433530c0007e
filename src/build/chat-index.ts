/**
 * Builds the chat assistant's retrieval index of one locale (Node, build and dev time) from
 * that locale's page documents, legal texts, site values and knowledge file: one passage
 * per paragraph, list item, accordion item or card, with its page path, the
 * section's #id anchor and heading. Tokens ({company}, {address}, {vatId},
 * {email}, {siteName}) are filled from site.json (src/lib/site-values.ts).
 */
import type { Locale } from '../../schemas/locale';
import type { Page } from '../../schemas/page';
import type { ChatKnowledge } from '../../schemas/chat-knowledge';
import type { Section } from '../../schemas/section';
import type { LegalDocumentKey } from '../../schemas/sections/legalSections';
import type { Site } from '../../schemas/site';
import { fillSiteValues } from '../lib/site-values';
import { legalDocuments as legalEn } from '../i18n/legal.en';
import { legalDocuments as legalIt, type LegalDocument } from '../i18n/legal.it';
import { siteForLocale } from '../lib/site-locale';
import { slugify } from '../lib/legal-fill';
import { createSearchIndex, type Passage, type ChatIndex } from '../lib/chat/retrieve';

type Draft = Omit<Passage, 'id'>;

// Sections with nothing to quote (images, logos), forms (their intro sells the form, not the product;
// the knowledge file points to them), or that only advertise the assistant itself.
const SKIP: ReadonlySet<Section['type']> = new Set([
  'imageBlock',
  'carousel',
  'logoGrid',
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

function sectionPassages(page: Page, section: Section): Draft[] {
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
  const out: Draft[] = [];
  const lead = [s.subtitle, s.text, s.intro].map(str).filter(Boolean).join(' ');
  if (lead) out.push({ ...base, title: heading === str(s.title) ? undefined : str(s.title), text: lead });
  if (Array.isArray(s.paragraphs)) for (const p of s.paragraphs) if (str(p)) out.push({ ...base, text: p as string });
  for (const it of items(s))
    if (it.text || it.title)
      out.push({ ...base, title: it.text ? it.title : undefined, text: it.text ?? it.title ?? '' });
  return out;
}

/** The legal texts each locale's legalSections render. */
const legalByLocale: Record<Locale, Record<LegalDocumentKey, LegalDocument>> = { it: legalIt, en: legalEn };

function legalPassages(page: Page, section: Extract<Section, { type: 'legalSections' }>): Draft[] {
  const doc = legalByLocale[page.locale][section.document];
  const prefix = section.id ?? section.document;
  return doc.sections.flatMap((ls) => {
    // A sentence that introduces a list ("…raccolgono:") travels with its list.
    const blocks: string[] = [];
    for (const block of ls.body) {
      const text = typeof block === 'string' ? block : block.join('; ');
      if (typeof block !== 'string' && blocks.length && blocks[blocks.length - 1].endsWith(':'))
        blocks[blocks.length - 1] += ` ${text}.`;
      else blocks.push(text);
    }
    return blocks.map((text) => ({
      href: `${page.path}#${prefix}-${slugify(ls.title)}`,
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
    href: e.links[0]?.href ?? '',
    page: '',
    section: '',
    text: e.answer,
    source: 'knowledge' as const,
    context: '',
    keywords: [...e.questions, ...e.keywords].join(' · '),
    entry: { id: e.id, kind: e.kind, textEn: e.answerEn, productLink: e.productLink, links: e.links },
  }));
}

/**
 * The index of `locale`: its pages only (another locale's pages never answer), its site values and
 * `chatKnowledge`, which must be that locale's knowledge.
 */
export function buildChatIndex(
  allPages: readonly Page[],
  siteValues: Site,
  chatKnowledge: ChatKnowledge,
  locale: Locale,
): ChatIndex {
  const pages = allPages.filter((p) => p.locale === locale);
  const site = siteForLocale(siteValues, locale);
  const products = chatKnowledge.products;
  const drafts = [
    ...pages.flatMap((page) =>
      page.sections.flatMap((s) => (s.type === 'legalSections' ? legalPassages(page, s) : sectionPassages(page, s))),
    ),
    ...knowledgePassages(chatKnowledge),
  ];
  const passages: Passage[] = drafts.map((d, id) => {
    const p = { ...d, id };
    // Tokens become site.json values everywhere, text and links.
    const filled = JSON.parse(JSON.stringify(p), (_k, v: unknown) =>
      typeof v === 'string' ? fillSiteValues(v, site) : v,
    ) as Passage;
    // About a product: on its page, or naming it and no other.
    const onPage = products.find((pr) => filled.href === pr.href || filled.href.startsWith(`${pr.href}#`));
    const named = products.filter((pr) => `${filled.section} ${filled.title ?? ''} ${filled.text}`.includes(pr.name));
    const product = onPage?.name ?? (named.length === 1 ? named[0].name : undefined);
    return product && filled.source === 'page'
      ? { ...filled, product, context: `${product} · ${filled.context}` }
      : filled;
  });
  const { entries: _entries, $schema: _schema, ...knowledge } = chatKnowledge;
  const filledKnowledge = JSON.parse(JSON.stringify(knowledge), (_k, v: unknown) =>
    typeof v === 'string' ? fillSiteValues(v, site) : v,
  ) as ChatIndex['knowledge'];
  return { passages, search: createSearchIndex(passages).toJSON(), knowledge: filledKnowledge };
}
