/**
 * Rachel's built-in answers. Small talk first (greeting, thanks, insults,
 * "are you a bot", "a person please"), then retrieval over the index. She
 * answers only when a passage is clearly about the question: the question's
 * key terms appear in it, or, for long messages, it clearly outscores the
 * rest. Otherwise she says she doesn't have the information and offers the
 * contact form and the e-mail capture. She never answers about a product
 * other than the one asked about, and keeps the last product for one
 * follow-up question ("e quanto costa?").
 */
import type { Link } from '../../../schemas/fields';
import type { RachelProduct, SmallTalk } from '../../../schemas/rachel';
import { createRetriever, type Hit, type Passage, type RachelIndex } from '../../lib/chat/retrieve';
import { detectLanguage, looksLikeNonsense, normalize, stem, tokenize, words } from '../../lib/chat/text';

export type ReplyKind = 'answer' | 'noinfo' | 'handoff' | 'greeting' | 'thanks' | 'insult' | 'nonsense' | 'ai';

export interface Reply {
  kind: ReplyKind;
  text: string;
  links: Link[];
  /** Show the e-mail capture and the link to the contact form. */
  handoff: boolean;
  lang: 'it' | 'en';
  /** The product this reply was about: the topic for one follow-up question. */
  topic?: string;
}

// Words that ask rather than say what about: they count for ranking, not for "is this passage about it".
const GENERIC = new Set(
  (
    'differenza differenze confronto meglio parla parlano parlare funziona funzionano serve servono usare uso utilizzare fare offrite proponete prodotti prodotto soluzione soluzioni consigliate consigli chi cosa posso potete volete voglio mio mia nostro nostra miei nostri tipo genere modo anche gia ' +
    // Everyday verbs ("come cambio…", "dove trovo…"): they ask how, not about what.
    'cambio cambiare modifico modificare gestisco gestire attivo attivare disattivo disattivare vedo vedere trovo trovare chiedo chiedere ' +
    'leggo leggere scelgo scegliere imposto impostare revoco revocare faccio ricevo ricevere mandare inviare posso potrei devo dovrei'
  )
    .split(' ')
    .map(stem),
);
// Italian verb endings: infinitives, present, past participles, imperfect, conditional.
const VERB_FORM = /(are|ere|ire|ano|ono|iamo|ete|ite|at[aeio]|it[aeio]|ut[aeio]|isce|iscono|ava|eva|iva|avano|evano|ivano|rei|rebbe|rebbero)$/;
// Past this many key terms a message is a story, not a question: decided by score margin instead.
const LONG_MESSAGE = 8;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

function hasPhrase(haystack: string, phrase: string): boolean {
  return ` ${haystack} `.includes(` ${words(phrase).join(' ')} `);
}

export function createRachel(index: RachelIndex) {
  const { knowledge } = index;
  const retriever = createRetriever(index);
  const variants = new Map(knowledge.products.flatMap((p) => p.variants.map((v) => [tokenize(v)[0] ?? normalize(v), v] as const)));

  function noInfo(lang: 'it' | 'en', product?: RachelProduct, text?: string): Reply {
    const links = [knowledge.fallback.contactLink, ...(product ? [{ label: product.name, href: product.href }] : [])];
    return { kind: 'noinfo', text: text ?? (lang === 'en' ? knowledge.fallback.textEn : knowledge.fallback.text), links, handoff: true, lang, topic: product?.name };
  }

  function smallTalk(s: SmallTalk, lang: 'it' | 'en'): Reply {
    return { kind: s.intent, text: lang === 'en' ? s.answerEn : s.answer, links: s.links, handoff: s.intent === 'handoff', lang };
  }

  function productsIn(message: string, terms: string[]): RachelProduct[] {
    const said = words(message).join(' ');
    return knowledge.products.filter((p) => terms.includes(tokenize(p.name)[0]) || p.aliases.some((a) => hasPhrase(said, a)));
  }

  function entryReply(hit: Hit, lang: 'it' | 'en', product?: RachelProduct): Reply {
    const p = hit.passage;
    const e = p.entry!;
    let text = lang === 'en' ? e.textEn : p.text;
    const links = [...e.links];
    if (e.productLink !== 'none' && product) {
      text = `${product.name} — ${text}`;
      links.unshift({ label: product.name, href: e.productLink === 'materials' ? product.materialsHref : product.leadHref });
    }
    const handoff = e.kind === 'noinfo' || e.productLink !== 'none';
    return { kind: e.kind, text, links, handoff, lang, topic: product?.name };
  }

  function passageReply(hits: Hit[], lang: 'it' | 'en', asked?: RachelProduct): Reply {
    const [top] = hits;
    // The best passage, the rest of its section when it scores close, and one passage from another
    // page when it is nearly as good (or names a product the best one does not).
    const chosen: Hit[] = [top];
    for (const h of hits.slice(1, 8)) {
      const sameSection = h.passage.href === top.passage.href;
      if (sameSection && h.score >= top.score * 0.5 && chosen.filter((c) => c.passage.href === top.passage.href).length < 3) chosen.push(h);
    }
    const product = knowledge.products.find((p) => p.name === top.passage.product);
    const offPage = product && !top.passage.href.startsWith(product.href);
    const other = hits.slice(1, 6).find(
      (h) =>
        h.passage.href !== top.passage.href &&
        h.passage.source === 'page' &&
        (!h.passage.product || !top.passage.product || h.passage.product === top.passage.product) &&
        // Nearly as good; or it names the product the best one does not; or it is on the product's own page.
        (h.score >= top.score * 0.85 ||
          (!top.passage.product && h.passage.product !== undefined && h.score >= top.score * 0.5) ||
          (offPage && h.passage.href.startsWith(product.href) && h.score >= top.score * 0.5)),
    );
    if (other) chosen.push(other);

    const groups = new Map<string, Passage[]>();
    for (const h of chosen) groups.set(h.passage.href, [...(groups.get(h.passage.href) ?? []), h.passage]);
    const lead = lang === 'en' ? knowledge.sourceLead.textEn : knowledge.sourceLead.text;
    const paragraphs: string[] = [];
    const links: Link[] = [];
    for (const [href, found] of groups) {
      const ps = [...found].sort((a, b) => a.id - b.id); // in the page's order
      paragraphs.push(fill(lead, { page: ps[0].page, section: ps[0].section }));
      for (const p of ps) paragraphs.push(p.title ? `${p.title}: ${p.text}` : p.text);
      links.push({ label: `${ps[0].page} › ${ps[0].section}`, href });
    }
    const topic = asked?.name ?? top.passage.product;
    return { kind: 'answer', text: paragraphs.join('\n\n'), links, handoff: false, lang, topic };
  }

  /** Rachel's reply to `message`; `topic` is the previous reply's topic (one-turn memory). */
  return function reply(message: string, topic?: string): Reply {
    const lang = detectLanguage(message);
    if (looksLikeNonsense(message)) {
      return { kind: 'nonsense', text: lang === 'en' ? knowledge.nonsense.textEn : knowledge.nonsense.text, links: [], handoff: false, lang };
    }

    // Small talk: a trigger, and nothing else that asks something.
    let rest = words(message).join(' ');
    let talk: SmallTalk | undefined;
    for (const s of knowledge.smallTalk) {
      const found = s.triggers.filter((t) => hasPhrase(rest, t));
      if (!found.length) continue;
      talk ??= s;
      for (const t of found) rest = ` ${rest} `.replace(` ${words(t).join(' ')} `, ' ').trim();
    }
    const terms = [...new Set(tokenize(rest))];
    if (talk && !terms.length) return smallTalk(talk, lang);
    if (!terms.length) return noInfo(lang);

    let products = productsIn(message, terms);
    const followUp = !products.length && topic !== undefined && terms.length <= 4;
    if (followUp) products = knowledge.products.filter((p) => p.name === topic);
    const asked = products.length === 1 ? products[0] : undefined;

    // "RunPlay Pro": a version the product does not have.
    if (asked) {
      const missing = terms.map((t) => variants.get(t)).find((v) => v && !asked.variants.some((own) => normalize(own) === normalize(v)));
      if (missing) {
        const t = knowledge.noVariant;
        const template = asked.variants.length ? (lang === 'en' ? t.textEn : t.text) : lang === 'en' ? t.singleEn : t.single;
        return noInfo(lang, asked, fill(template, { product: asked.name, variant: missing, variants: asked.variants.join(', ') }));
      }
    }

    const productTerms = new Set(knowledge.products.map((p) => tokenize(p.name)[0]));
    // Key terms: what the question is about. A verb form the site never uses ("esistono") is dropped;
    // a name the site never mentions (Salesforce, WhatsApp) is kept, so the question gets no guess.
    const key = [
      ...new Set(
        words(rest).flatMap((w) => {
          const t = tokenize(w)[0];
          if (!t || productTerms.has(t) || GENERIC.has(t)) return [];
          return VERB_FORM.test(w) && !retriever.known(t) ? [] : [t];
        }),
      ),
    ];
    const unknown = key.filter((t) => !retriever.known(t));
    if (unknown.length && key.length < LONG_MESSAGE) return noInfo(lang, asked);

    // Passages about another product are out; with only a product name, its own page answers.
    // About a product: its own passages and the knowledge file, not pages that name no product (a privacy
    // paragraph on "tempo" is no answer to "quanto tempo per attivare RunTip?").
    const accept = (p: Passage) =>
      (!products.length || (p.product ? products.some((q) => q.name === p.product) : p.source === 'knowledge')) &&
      (key.length > 0 || !asked || p.href.startsWith(asked.href));
    const covered = (h: Hit) => key.filter((t) => h.matched.includes(t)).length;
    // Key-term presence first, then BM25 score.
    const hits = retriever
      .search(key.length ? key : terms, accept)
      .map((h) => ({ ...h, covered: covered(h) }))
      .sort((a, b) => b.covered - a.covered || b.score - a.score);
    const [top] = hits;
    if (!top) return talk ? smallTalk(talk, lang) : noInfo(lang, asked);

    let clear: boolean;
    if (!key.length) {
      clear = asked !== undefined;
    } else if (key.length < LONG_MESSAGE) {
      clear = top.covered === key.length || (key.length >= 3 && top.covered >= key.length - 1);
    } else {
      // A long message: clearly about one product when its best passage outscores every other product's.
      const best = [...hits].sort((a, b) => b.score - a.score);
      const rival = best.find((h) => h.passage.product !== best[0].passage.product);
      clear = top.covered >= 3 && (!rival || best[0].score >= rival.score * 1.2);
      if (clear) hits.sort((a, b) => b.score - a.score);
    }
    if (!clear) return talk ? smallTalk(talk, lang) : noInfo(lang, asked);
    if (top.passage.entry) return entryReply(top, lang, asked);
    // Quote only passages as much about the question as the best one.
    return passageReply(key.length < LONG_MESSAGE ? hits.filter((h) => h.covered === top.covered) : hits, lang, asked);
  };
}

export type Rachel = ReturnType<typeof createRachel>;
