/**
 * POST /api/chat: the chat assistant on a real language model (site.json chat.provider "llm").
 *
 * A Fetch-API handler, `(request: Request) => Promise<Response>`, with no Node
 * import: the dev and preview servers mount it (vite-plugin-chat-index.ts), and the
 * same file deploys as a Netlify Function or a Cloudflare Worker (README).
 *
 * The body names the page's locale (`locale`, default "it"): the passages come from that locale's
 * index, and the instructions and the contact link from its knowledge.
 * It retrieves the passages closest to the question from the chat index, asks
 * an OpenAI-compatible server (`{CHAT_LLM_URL}/chat/completions`, stream: true)
 * to answer only from them and cite them as [n], and streams back SSE:
 * `event: sources` (the numbered passages' links), then `data: {"delta": "…"}`,
 * then `event: done`; `event: error` when the model's stream breaks.
 * Bounds: a visitor's turn is capped at 2,000 characters, and the turns the
 * client says were the assistant's are dropped (a forged answer never becomes
 * context); the answer ends cleanly (`event: done`, `{"truncated": true}`) at
 * MAX_ANSWER_CHARS or when the whole request reaches its deadline (a model
 * that trickles); the model's request is aborted as soon as the visitor goes
 * away (the request's signal, or the answer stream cancelled). Each client gets
 * a few requests a minute; no message content is ever logged.
 */
import { defaultLocale, isLocale, locales, type Locale } from '../../schemas/locale';
import { createRetriever, quoted, searchText, type ChatIndex } from '../lib/chat/retrieve';
import { readSse, sseFrame } from '../lib/chat/sse';
import { tokenize } from '../lib/chat/text';
import { createRateLimiter, isJson, isOwnOrigin, json, readCappedText } from './guards';
import type { ClientInfo } from './node-adapter';

export const CHAT_PATH = '/api/chat';
export const MAX_INPUT_CHARS = 2000;
const MAX_BODY_BYTES = 32 * 1024;
const MAX_MESSAGES = 12;
const PASSAGES = 6;
/** The longest answer streamed to the visitor (characters). */
export const MAX_ANSWER_CHARS = 4000;
/** From the request to the end of the answer, whatever the model does. */
export const DEADLINE_MS = 60_000;

export interface ChatConfig {
  /** The chat index of a locale (read once per locale, on its first request). */
  index: (locale: Locale) => ChatIndex;
  /** OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1 (Ollama). Unset: 503. */
  llmUrl?: string;
  model?: string;
  apiKey?: string;
  maxTokens?: number;
  /** Requests per client per minute. */
  rateLimit?: number;
  /** Origins accepted besides the request's own (the public site URL behind a proxy). */
  allowedOrigins?: string[];
  /** Bounds of one answer (tests shorten them). */
  maxAnswerChars?: number;
  deadlineMs?: number;
}

/** The provider's variables, with the names they had when the assistant's persona was baked into the engine. */
const ENV_NAMES = {
  url: ['CHAT_LLM_URL', 'RACHEL_LLM_URL'],
  model: ['CHAT_LLM_MODEL', 'RACHEL_LLM_MODEL'],
  key: ['CHAT_LLM_KEY', 'RACHEL_LLM_KEY'],
  maxTokens: ['CHAT_LLM_MAX_TOKENS', 'RACHEL_LLM_MAX_TOKENS'],
  rateLimit: ['CHAT_RATE_LIMIT', 'RACHEL_RATE_LIMIT'],
} as const;

/**
 * The provider's settings from the environment (read once, when the server starts). A deploy that still
 * sets an old RACHEL_* name keeps working, with one warning per old name; the new name wins when both are set.
 */
export function envConfig(
  env: Record<string, string | undefined>,
  warn: (message: string) => void = console.warn,
): Omit<ChatConfig, 'index'> {
  const read = ([name, old]: readonly [string, string]): string | undefined => {
    if (env[old] === undefined) return env[name];
    warn(`${old} is deprecated: set ${name}`);
    return env[name] ?? env[old];
  };
  return {
    llmUrl: read(ENV_NAMES.url)?.replace(/\/+$/, '') || undefined,
    model: read(ENV_NAMES.model) || 'llama3.1',
    apiKey: read(ENV_NAMES.key) || undefined,
    maxTokens: Number(read(ENV_NAMES.maxTokens)) || 400,
    rateLimit: Number(read(ENV_NAMES.rateLimit)) || 12,
  };
}

/** `index` for ChatConfig from the indexes of each locale: a locale with none gets the default locale's. */
export function indexFor(indexes: Partial<Record<Locale, ChatIndex>>): (locale: Locale) => ChatIndex {
  return (locale) => {
    const index = indexes[locale] ?? indexes[defaultLocale];
    if (!index) throw new Error(`no chat index for "${locale}" nor "${defaultLocale}"`);
    return index;
  };
}

interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** The locale of the page the visitor chats from ("it" when left out). */
  locale: Locale;
}

/**
 * The request if the body is `{messages: [{role, content}…], locale?}` ending with the visitor's turn,
 * else an error.
 */
export function parseChatBody(text: string): ChatRequest | { status: number; error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { status: 400, error: 'body is not JSON' };
  }
  const locale = (data as { locale?: unknown } | null)?.locale ?? defaultLocale;
  if (typeof locale !== 'string' || !isLocale(locale))
    return { status: 400, error: `locale must be one of ${locales.join(', ')}` };
  const list = (data as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(list) || !list.length || list.length > MAX_MESSAGES * 4)
    return { status: 400, error: 'messages must be a non-empty array' };
  const messages: ChatMessage[] = [];
  for (const m of list as unknown[]) {
    const { role, content } = (m ?? {}) as Record<string, unknown>;
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string')
      return { status: 400, error: 'each message needs role "user" or "assistant" and a string content' };
    messages.push({ role, content });
  }
  const last = messages[messages.length - 1];
  if (last.role !== 'user' || !last.content.trim())
    return { status: 400, error: 'the last message must be the visitor’s question' };
  if (messages.some((m) => m.role === 'user' && m.content.length > MAX_INPUT_CHARS))
    return { status: 413, error: `a message is longer than ${MAX_INPUT_CHARS} characters` };
  // What the client says the assistant answered is not trusted as context: only the visitor's own turns go on.
  return { messages: messages.filter((m) => m.role === 'user').slice(-MAX_MESSAGES), locale };
}

interface PromptPassage {
  label: string;
  href: string;
  text: string;
}

/** The model's instructions in the page's language; `contact` is where the team is reached (the knowledge's contact link). */
const PROMPTS: Record<Locale, (name: string, contact: string) => { rules: string[]; heading: string }> = {
  it: (name, contact) => ({
    rules: [
      `Sei ${name}, l'assistente AI di questo sito (sei un'intelligenza artificiale, non una persona).`,
      'Rispondi solo con le informazioni dei passaggi numerati qui sotto, nella lingua in cui scrive il visitatore, in modo breve e cordiale.',
      'Cita ogni informazione con il numero del passaggio tra parentesi quadre, per esempio [1].',
      `Se i passaggi non contengono la risposta, dillo chiaramente («non ho questa informazione») e suggerisci di scrivere al team dalla pagina ${contact}: non inventare prezzi, tempi, integrazioni, lingue o funzioni.`,
      'Non parlare di un prodotto diverso da quello chiesto.',
    ],
    heading: 'Passaggi',
  }),
  en: (name, contact) => ({
    rules: [
      `You are ${name}, this website's AI assistant (you are an artificial intelligence, not a person).`,
      'Answer only with the information in the numbered passages below, in the language the visitor writes in (English unless they write in another one), briefly and politely.',
      'Cite every piece of information with its passage number in square brackets, for example [1].',
      `If the passages do not contain the answer, say so plainly ("I don't have that information") and suggest writing to the team from the page ${contact}: never make up prices, timings, integrations, languages or features.`,
      'Do not talk about a product other than the one asked about.',
    ],
    heading: 'Passages',
  }),
};

export function systemPrompt(
  assistantName: string,
  passages: PromptPassage[],
  { locale = defaultLocale, contact = '/contatti' }: { locale?: Locale; contact?: string } = {},
): string {
  const { rules, heading } = PROMPTS[locale](assistantName, contact);
  const numbered = passages.map((p, i) => `[${i + 1}] ${p.label} (${p.href})\n${p.text}`);
  return `${rules.join('\n')}\n\n${heading}:\n\n${numbered.join('\n\n')}`;
}

/**
 * Deploys as is: Netlify `(req, ctx) => handle(req, { clientAddress: ctx.ip })`; a Cloudflare Worker
 * passes `request.headers.get('cf-connecting-ip')` (README "The chat assistant").
 */
export function createChatHandler(config: ChatConfig): (request: Request, info?: ClientInfo) => Promise<Response> {
  const limiter = createRateLimiter({ max: config.rateLimit ?? 12, windowMs: 60_000 });
  const loaded: Partial<Record<Locale, { index: ChatIndex; retriever: ReturnType<typeof createRetriever> }>> = {};
  const forLocale = (locale: Locale) => {
    const index = config.index(locale);
    return (loaded[locale] ??= { index, retriever: createRetriever(index) });
  };

  return async function handle(request: Request, info?: ClientInfo): Promise<Response> {
    if (request.method !== 'POST') return json(405, { error: 'use POST' }, { Allow: 'POST' });
    if (!config.llmUrl) return json(503, { error: 'the language model is not configured (CHAT_LLM_URL)' });
    if (!isOwnOrigin(request, config.allowedOrigins)) return json(403, { error: 'cross-origin requests are refused' });
    if (!isJson(request)) return json(415, { error: 'send application/json' });
    const retryAfter = limiter.hit(info?.clientAddress ?? 'unknown');
    if (retryAfter)
      return json(429, { error: 'too many requests, try again in a minute' }, { 'Retry-After': String(retryAfter) });
    const text = await readCappedText(request, MAX_BODY_BYTES);
    if (text === null) return json(413, { error: 'body too large' });
    const parsed = parseChatBody(text);
    if ('error' in parsed) return json(parsed.status, { error: parsed.error });

    const { messages, locale } = parsed;
    const { index, retriever } = loaded[locale] ?? forLocale(locale);
    const { assistantName, fallback } = index.knowledge;
    // Where an answer with no link of its own sends the visitor: the knowledge's contact page (per locale).
    const contact = fallback.contactLink.href;
    const question = messages[messages.length - 1].content;
    // The previous question helps a follow-up ("e quanto costa?") find its topic.
    const previous =
      messages
        .slice(0, -1)
        .filter((m) => m.role === 'user')
        .pop()?.content ?? '';
    const asked = `${question} ${tokenize(question).length <= 4 ? previous : ''}`;
    // Both languages' passages are searched; the model reads those in the conversation's language.
    const passages = searchText(retriever, asked, (p) => p.lang === locale)
      .slice(0, PASSAGES)
      .map(({ passage: p }) => ({
        label: p.entry ? assistantName : `${p.page} › ${p.section}`,
        href: p.entry ? (p.entry.links[0]?.href ?? contact) : p.href,
        text: quoted(p),
      }));

    // One abort for the model's request: the visitor left, the answer stream was cancelled, or the deadline.
    const upstreamAbort = new AbortController();
    const stop = () => upstreamAbort.abort();
    const deadline = setTimeout(stop, config.deadlineMs ?? DEADLINE_MS);
    const clientGone = request.signal;
    clientGone.addEventListener('abort', stop, { once: true });
    const cleanUp = () => {
      clearTimeout(deadline);
      clientGone.removeEventListener('abort', stop);
    };

    let upstream: Response;
    try {
      upstream = await fetch(`${config.llmUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(config.apiKey && { Authorization: `Bearer ${config.apiKey}` }),
        },
        body: JSON.stringify({
          model: config.model,
          stream: true,
          max_tokens: config.maxTokens ?? 400,
          temperature: 0.2,
          messages: [
            { role: 'system', content: systemPrompt(assistantName, passages, { locale, contact }) },
            ...messages,
          ],
        }),
        signal: upstreamAbort.signal,
      });
    } catch {
      cleanUp();
      return json(upstreamAbort.signal.aborted ? 504 : 502, { error: 'the language model is unreachable' });
    }
    if (!upstream.ok || !upstream.body) {
      cleanUp();
      stop();
      return json(502, { error: `the language model answered ${upstream.status}` });
    }

    const encoder = new TextEncoder();
    const body = upstream.body;
    const maxChars = config.maxAnswerChars ?? MAX_ANSWER_CHARS;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        // Set by the stream's events (an object, so the compiler does not assume the initial value).
        const end = { finished: false, truncated: false, closed: false, sent: 0 };
        const send = (data: unknown, event?: string) => {
          if (end.closed) return;
          try {
            controller.enqueue(encoder.encode(sseFrame(data, event)));
          } catch {
            end.closed = true; // the visitor's side was cancelled
          }
        };
        send(
          passages.map(({ label, href }, i) => ({ n: i + 1, label, href })),
          'sources',
        );
        try {
          await readSse(body, (e) => {
            if (end.finished || end.truncated) return;
            if (e.data === '[DONE]') {
              end.finished = true;
              return;
            }
            const chunk = JSON.parse(e.data) as {
              choices?: { delta?: { content?: string }; finish_reason?: string | null }[];
            };
            const choice = chunk.choices?.[0];
            const text = choice?.delta?.content;
            if (text) {
              const room = maxChars - end.sent;
              send({ delta: text.slice(0, room) });
              end.sent += Math.min(text.length, room);
              // Long enough: the answer ends here, and the model stops writing.
              if (text.length >= room) {
                end.truncated = true;
                stop();
              }
            }
            if (choice?.finish_reason) end.finished = true;
          });
        } catch {
          // Aborted (cap, deadline, visitor gone) or a broken stream: said below.
        }
        // An answer cut at the cap or at the deadline is an answer; a stream that broke before any text is not.
        const timedOut = upstreamAbort.signal.aborted && !end.truncated && !clientGone.aborted;
        if (end.finished || end.truncated || (timedOut && end.sent > 0))
          send(end.truncated || timedOut ? { truncated: true } : {}, 'done');
        else send({}, 'error');
        cleanUp();
        if (!end.closed) controller.close();
      },
      cancel() {
        // The visitor went away mid-answer: the model stops too.
        stop();
        cleanUp();
      },
    });
    return new Response(stream, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
}
