/**
 * Model mode in the browser: posts the conversation to site.json's chat
 * endpoint and reads its SSE stream (src/server/chat-handler.ts). Throws on
 * anything but a complete answer: no endpoint, 4xx/5xx, no first token within
 * 15 s, a broken stream. The panel then answers with the built-in mode.
 *
 * Bounded on this side too: the text is handed to the panel at most every
 * RENDER_EVERY_MS (a fast stream re-rendered per token froze the tab), it
 * stops at MAX_ANSWER_CHARS, the whole answer at ANSWER_TIMEOUT_MS, and the
 * visitor's Stop (`signal`) ends it keeping what arrived.
 */
import type { Locale } from '../../../schemas/locale';
import { readSse } from '../../lib/chat/sse';

export const FIRST_TOKEN_TIMEOUT_MS = 15_000;
/** The server's own bounds (chat-handler.ts), with a margin. */
export const ANSWER_TIMEOUT_MS = 65_000;
export const MAX_ANSWER_CHARS = 4000;
const RENDER_EVERY_MS = 80;
/** Earlier answers sent back as context are cut to this (the server drops them anyway; the body stays small). */
export const HISTORY_ANSWER_CHARS = 500;

/** How an answer ended, when it did not fail: complete, or cut (at the cap, the deadline or the visitor's Stop). */
export type AnswerEnd = 'done' | 'cut';

export interface Source {
  n: number;
  label: string;
  href: string;
}

export interface ModelCallbacks {
  onSources: (sources: Source[]) => void;
  /** The whole answer so far (not a delta), at most every RENDER_EVERY_MS. */
  onText: (text: string) => void;
}

/** The conversation as the endpoint takes it: earlier answers shortened. */
export function historyOf(
  turns: { role: 'user' | 'assistant'; content: string }[],
): { role: 'user' | 'assistant'; content: string }[] {
  return turns.map((t) =>
    t.role === 'assistant' && t.content.length > HISTORY_ANSWER_CHARS
      ? { ...t, content: `${t.content.slice(0, HISTORY_ANSWER_CHARS)}…` }
      : t,
  );
}

export async function askModel(
  endpoint: string,
  /** The page's language: the server answers from that locale's index and instructions. */
  locale: Locale,
  messages: { role: 'user' | 'assistant'; content: string }[],
  cb: ModelCallbacks,
  { timeoutMs = FIRST_TOKEN_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<AnswerEnd> {
  const abort = new AbortController();
  const stop = () => abort.abort();
  const firstToken = setTimeout(stop, timeoutMs);
  const whole = setTimeout(stop, ANSWER_TIMEOUT_MS);
  signal?.addEventListener('abort', stop, { once: true });
  // Set by the stream's events (an object, so the compiler does not assume the initial values).
  const end = { done: false, failed: false, cut: false, text: '', shown: '' };
  let flush: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    flush = undefined;
    if (end.text !== end.shown) cb.onText((end.shown = end.text));
  };
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ locale, messages: historyOf(messages) }),
      signal: abort.signal,
    });
    if (!res.ok || !res.body || !res.headers.get('content-type')?.includes('text/event-stream'))
      throw new Error(`chat endpoint answered ${res.status}`);
    await readSse(res.body, (e) => {
      if (e.event === 'sources') cb.onSources(JSON.parse(e.data) as Source[]);
      else if (e.event === 'done') {
        end.done = true;
        end.cut ||= (JSON.parse(e.data) as { truncated?: boolean }).truncated === true;
      } else if (e.event === 'error') end.failed = true;
      else if (!end.cut) {
        const { delta } = JSON.parse(e.data) as { delta?: string };
        if (!delta) return;
        clearTimeout(firstToken);
        end.text += delta;
        if (end.text.length >= MAX_ANSWER_CHARS) {
          end.text = end.text.slice(0, MAX_ANSWER_CHARS);
          end.cut = true;
          stop();
        }
        flush ??= setTimeout(show, RENDER_EVERY_MS);
      }
    });
  } catch (err) {
    // Stopped, capped or past the deadline with an answer under way: that answer stands, cut.
    if (!(abort.signal.aborted && end.text)) throw err;
    end.cut = true;
  } finally {
    clearTimeout(firstToken);
    clearTimeout(whole);
    clearTimeout(flush);
    signal?.removeEventListener('abort', stop);
  }
  show();
  if (end.cut) return 'cut';
  if (end.failed || !end.done) throw new Error('the answer stream broke');
  return 'done';
}
