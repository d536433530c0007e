/**
 * The chat index as the browser's file holds it: the passages in columns (a field's name is not
 * written once per passage, and like values sit together), before the knowledge, and without what
 * the build repeats or derives: a passage's id (its position), a value the previous passage has
 * (0), the product that begins a context, a key or anchor that follows the previous one. Measured on
 * the Italian index: 39.4 -> 34.3 KiB gzip; decoding it is a few string operations per passage.
 * serializeChatIndex (src/build/vite-plugin-chat-index.ts) checks that fromWire gives back the index
 * it was given. Types only from retrieve.ts, so the code that fetches the index does not pull the
 * search library in.
 */
import type { Locale } from '../../../schemas/locale';
import { legalAnchor } from '../legal-fill';
import type { ChatIndex, Passage } from './retrieve';

type Entry = NonNullable<Passage['entry']>;
/** A field as the passage has it, 0 for the previous passage's value, null for none. */
type Repeated = string | 0 | null;
/** [value, how many passages in a row have it]. */
type Runs<T> = [T, number][];

export interface WirePassages {
  lang: Runs<Locale>;
  source: Runs<Passage['source']>;
  /**
   * Also 0 for the previous key's next item ("/chi-siamo:1:2" after "/chi-siamo:1:1"), n > 0 for the first
   * item of section n of its page, null for "entry:" and the knowledge entry's id.
   */
  key: (string | number | null)[];
  product: Repeated[];
  /**
   * Also "#anchor" on the previous passage's page, 1 for a legal section's anchor (the previous anchor's
   * prefix and the slug of the section heading), null for a knowledge entry's first link ("" without one).
   */
  href: (Repeated | 1)[];
  page: Repeated[];
  section: Repeated[];
  /** The context, without the "product · " that begins it on a page passage, up to its first " · "… */
  contextHead: Repeated[];
  /** …and after it: also 1 for the section heading, [rest] for the heading · rest. */
  contextTail: (Repeated | 1 | [string])[];
  keywords: Repeated[];
  /** The knowledge passages' entries, in order. */
  entry: Entry[];
  title: Repeated[];
  text: string[];
  more: Repeated[];
}

export type WireChatIndex = Omit<ChatIndex, 'passages'> & { passages: WirePassages };

const SEP = ' · ';
const KEY = /^(.*):(\d+):(\d+)$/;
const entryKey = (e: Entry) => `entry:${e.id}`;
const entryHref = (e: Entry) => e.links[0]?.href ?? '';
const pathOf = (href: string) => href.split('#')[0];
/** A legal passage's anchor: its page's legal prefix ("cookie-") and its heading (chat-index.ts legalPassages). */
function legalHref(prev: string, section: string): string | undefined {
  const hash = prev.indexOf('#');
  const dash = hash < 0 ? -1 : prev.indexOf('-', hash);
  return dash > hash + 1 ? `${prev.slice(0, hash + 1)}${legalAnchor(prev.slice(hash + 1, dash), section)}` : undefined;
}
function nextKey(prev: string | undefined, code: number): string | undefined {
  const m = prev === undefined ? null : KEY.exec(prev);
  if (!m) return undefined;
  return code === 0 ? `${m[1]}:${m[2]}:${Number(m[3]) + 1}` : `${m[1]}:${code}:0`;
}

function repeated(values: (string | undefined)[]): Repeated[] {
  let prev: string | undefined;
  return values.map((v) => {
    const out = v === prev ? 0 : (v ?? null);
    prev = v;
    return out;
  });
}
function unrepeated(column: readonly Repeated[]): (string | undefined)[] {
  let prev: string | undefined;
  return column.map((v) => (prev = v === 0 ? prev : (v ?? undefined)));
}
function runs<T>(values: T[]): Runs<T> {
  const out: Runs<T> = [];
  for (const v of values) {
    const last = out.at(-1);
    if (last && last[0] === v) last[1]++;
    else out.push([v, 1]);
  }
  return out;
}
const unruns = <T>(r: Runs<T>): T[] => r.flatMap(([v, n]) => Array<T>(n).fill(v));
function required(value: string | undefined, field: string, id: number): string {
  if (value === undefined) throw new Error(`chat index: passage ${id} has no ${field}`);
  return value;
}

/** A page passage's context without the product that begins it (chat-index.ts languagePassages). */
function ownContext(p: Passage): string {
  if (p.source !== 'page' || !p.product) return p.context;
  if (!p.context.startsWith(p.product + SEP))
    throw new Error(`passage ${p.id}: its context does not begin with its product ${p.product}`);
  return p.context.slice(p.product.length + SEP.length);
}

export function toWire(index: ChatIndex): WireChatIndex {
  const ps = index.passages;
  ps.forEach((p, i) => {
    if (p.id !== i) throw new Error(`passage ${p.id} is at position ${i}: ids must be positions`);
    if (!p.entry !== (p.source === 'page')) throw new Error(`passage ${p.id}: only knowledge passages have an entry`);
  });
  const key = ps.map((p, i) => {
    if (p.entry && p.key === entryKey(p.entry)) return null;
    const prev = i > 0 ? ps[i - 1].key : undefined;
    const m = KEY.exec(p.key);
    if (p.key === nextKey(prev, 0)) return 0;
    if (m && Number(m[2]) > 0 && p.key === nextKey(prev, Number(m[2]))) return Number(m[2]);
    return p.key;
  });
  const href = ps.map((p, i): Repeated | 1 => {
    if (p.entry && p.href === entryHref(p.entry)) return null;
    if (i === 0) return p.href;
    const prev = ps[i - 1].href;
    if (p.href === prev) return 0;
    if (p.href === legalHref(prev, p.section)) return 1;
    const path = pathOf(prev);
    return path && p.href.startsWith(`${path}#`) ? p.href.slice(path.length) : p.href;
  });
  const own = ps.map(ownContext);
  const cut = own.map((c) => c.indexOf(SEP));
  const tails = own.map((c, i) => (cut[i] < 0 ? undefined : c.slice(cut[i] + SEP.length)));
  const contextTail = tails.map((t, i): WirePassages['contextTail'][number] => {
    const section = ps[i].section;
    if (t === undefined) return i > 0 && tails[i - 1] === undefined ? 0 : null;
    if (i > 0 && t === tails[i - 1]) return 0;
    if (t === section) return 1;
    return t.startsWith(section + SEP) ? [t.slice(section.length + SEP.length)] : t;
  });
  const { passages: _passages, locale, ...rest } = index;
  return {
    locale,
    passages: {
      lang: runs(ps.map((p) => p.lang)),
      source: runs(ps.map((p) => p.source)),
      key,
      product: repeated(ps.map((p) => p.product)),
      href,
      page: repeated(ps.map((p) => p.page)),
      section: repeated(ps.map((p) => p.section)),
      contextHead: repeated(own.map((c, i) => (cut[i] < 0 ? c : c.slice(0, cut[i])))),
      contextTail,
      keywords: repeated(ps.map((p) => p.keywords)),
      entry: ps.flatMap((p) => (p.entry ? [p.entry] : [])),
      title: repeated(ps.map((p) => p.title)),
      text: ps.map((p) => p.text),
      more: repeated(ps.map((p) => p.more)),
    },
    ...rest,
  };
}

export function fromWire(wire: WireChatIndex): ChatIndex {
  const w = wire.passages;
  const lang = unruns(w.lang);
  const source = unruns(w.source);
  const product = unrepeated(w.product);
  const page = unrepeated(w.page);
  const section = unrepeated(w.section);
  const head = unrepeated(w.contextHead);
  const keywords = unrepeated(w.keywords);
  const title = unrepeated(w.title);
  const more = unrepeated(w.more);
  const entries = w.entry.values();
  const passages: Passage[] = [];
  let tail: string | undefined;
  w.text.forEach((text, id) => {
    const prev = id > 0 ? passages[id - 1] : undefined;
    const entry = source[id] === 'knowledge' ? entries.next().value : undefined;
    const k = w.key[id];
    const key = k === null ? entry && entryKey(entry) : typeof k === 'number' ? nextKey(prev?.key, k) : k;
    const sec = required(section[id], 'section', id);
    const h = w.href[id];
    const href =
      h === null
        ? entry && entryHref(entry)
        : h === 0
          ? prev?.href
          : h === 1
            ? prev && legalHref(prev.href, sec)
            : h.startsWith('#') && prev
              ? pathOf(prev.href) + h
              : h;
    const t = w.contextTail[id];
    tail = t === 0 ? tail : t === null ? undefined : t === 1 ? sec : Array.isArray(t) ? sec + SEP + t[0] : t;
    const own = required(head[id], 'context', id) + (tail === undefined ? '' : SEP + tail);
    const p: Passage = {
      id,
      lang: lang[id],
      key: required(key, 'key', id),
      href: required(href, 'href', id),
      page: required(page[id], 'page', id),
      section: sec,
      text,
      source: source[id],
      context: source[id] === 'page' && product[id] ? product[id] + SEP + own : own,
    };
    if (title[id] !== undefined) p.title = title[id];
    if (more[id] !== undefined) p.more = more[id];
    if (product[id] !== undefined) p.product = product[id];
    if (keywords[id] !== undefined) p.keywords = keywords[id];
    if (entry) p.entry = entry;
    passages.push(p);
  });
  return { ...wire, passages };
}
