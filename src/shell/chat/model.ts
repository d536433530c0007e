/**
 * Model mode in the browser: posts the conversation to site.json's chat
 * endpoint and reads its SSE stream (src/server/chat-handler.ts). Throws on
 * anything but a complete answer: no endpoint, 4xx/5xx, no first token within
 * 15 s, a broken stream. The panel then answers with the built-in mode.
 */
import type { Locale } from '../../../schemas/locale';
import { readSse } from '../../lib/chat/sse';

export const FIRST_TOKEN_TIMEOUT_MS = 15_000;

export interface Source {
  n: number;
  label: string;
  href: string;
}

export interface ModelCallbacks {
  onSources: (sources: Source[]) => void;
  onDelta: (text: string) => void;
}

export async function askModel(
  endpoint: string,
  /** The page's language: the server answers from that locale's index and instructions. */
  locale: Locale,
  messages: { role: 'user' | 'assistant'; content: string }[],
  cb: ModelCallbacks,
  timeoutMs = FIRST_TOKEN_TIMEOUT_MS,
): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  // Set by the stream's events (an object, so the compiler does not assume the initial values).
  const end = { done: false, failed: false };
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ locale, messages }),
      signal: abort.signal,
    });
    if (!res.ok || !res.body || !res.headers.get('content-type')?.includes('text/event-stream'))
      throw new Error(`chat endpoint answered ${res.status}`);
    await readSse(res.body, (e) => {
      if (e.event === 'sources') cb.onSources(JSON.parse(e.data) as Source[]);
      else if (e.event === 'done') end.done = true;
      else if (e.event === 'error') end.failed = true;
      else {
        const { delta } = JSON.parse(e.data) as { delta?: string };
        if (delta) {
          clearTimeout(timer);
          cb.onDelta(delta);
        }
      }
    });
  } finally {
    clearTimeout(timer);
  }
  if (end.failed || !end.done) throw new Error('the answer stream broke');
}
