/**
 * Reads a Server-Sent Events stream (eventsource-parser), for the chat in the
 * browser (our /api/chat) and for the /api/chat handler (the model's stream).
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export async function readSse(body: ReadableStream<Uint8Array>, onEvent: (e: EventSourceMessage) => void): Promise<void> {
  const parser = createParser({ onEvent });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}

/** One SSE frame. */
export function sseFrame(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}
